import { afterEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { readableLogLine, RequestLog } from './request-log.ts';

const collector = () => {
  const lines: Record<string, unknown>[] = [];
  return { lines, write: (line: string) => void lines.push(JSON.parse(line)) };
};

describe('request logging', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('keeps an access log at the default level: one line per request, without its query', async () => {
    const log = collector();
    testApp = await startTestApp({ logStream: log, logLevel: 'info' });
    await testApp.app.inject({
      method: 'GET',
      url: '/api/hotels?guest=Daw%20Aye%20Aye&phone=09420012345',
      remoteAddress: '192.168.1.23',
    });
    await testApp.app.inject({ method: 'GET', url: '/api/aureo/reception/me?token=secret' });
    const requests = log.lines.filter((line) => line.msg === 'request');
    expect(requests).toMatchObject([
      { level: 30, method: 'GET', path: '/api/hotels', status: 200, client: '192.168.1.23' },
      { level: 30, method: 'GET', path: '/api/aureo/reception/me', status: 401 },
    ]);
    expect(requests[0]!.ms).toEqual(expect.any(Number));
    const written = JSON.stringify(log.lines);
    for (const personal of ['Daw', '0942', 'secret', '?']) expect(written).not.toContain(personal);
  });

  it('logs a successful health check only at debug, so monitors do not bury the desks', async () => {
    const log = collector();
    testApp = await startTestApp({ logStream: log, logLevel: 'info' });
    await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(log.lines).toEqual([]);
    await testApp.close();
    const debug = collector();
    testApp = await startTestApp({ logStream: debug, logLevel: 'debug' });
    await testApp.app.inject({ method: 'GET', url: '/api/health?token=secret' });
    expect(debug.lines.filter((line) => line.path)).toMatchObject([
      { level: 20, msg: 'request', method: 'GET', path: '/api/health', status: 200 },
    ]);
    expect(JSON.stringify(debug.lines)).not.toContain('secret');
  });

  it('logs server errors at error and slow answers at warn', async () => {
    const log = collector();
    const app = Fastify({
      logger: { level: 'info', stream: log },
      logController: new RequestLog(),
    });
    app.get('/broken', async () => {
      throw new Error('database gone');
    });
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1050));
      return 'late';
    });
    await app.inject({ method: 'GET', url: '/broken' });
    await app.inject({ method: 'GET', url: '/slow' });
    await app.close();
    expect(log.lines.filter((line) => line.msg === 'request failed')).toMatchObject([
      { level: 50, path: '/broken', status: 500 },
    ]);
    expect(log.lines.filter((line) => line.msg === 'slow request')).toMatchObject([
      { level: 40, path: '/slow', status: 200 },
    ]);
  });

  it('reads as one short line on a terminal', () => {
    const json = JSON.stringify({
      level: 40,
      time: Date.UTC(2026, 10, 23, 8, 15, 2),
      pid: 1,
      hostname: 'desk',
      reqId: 'req-1',
      msg: 'slow request',
      method: 'GET',
      path: '/api/health',
      status: 200,
      ms: 1200,
    });
    expect(readableLogLine(json)).toBe(
      '08:15:02 WARN  slow request method=GET path=/api/health status=200 ms=1200',
    );
    expect(readableLogLine('not json')).toBe('not json');
  });
});
