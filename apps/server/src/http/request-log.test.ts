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

  it('logs nothing for ordinary requests at the default level', async () => {
    const log = collector();
    testApp = await startTestApp({ logStream: log, logLevel: 'info' });
    await testApp.app.inject({ method: 'GET', url: '/api/health' });
    await testApp.app.inject({ method: 'GET', url: '/api/aureo/reception/rooms' });
    expect(log.lines).toEqual([]);
  });

  it('logs each request once at debug, without its query', async () => {
    const log = collector();
    testApp = await startTestApp({ logStream: log, logLevel: 'debug' });
    await testApp.app.inject({ method: 'GET', url: '/api/health?token=secret' });
    const requests = log.lines.filter((line) => line.msg !== undefined && line.path);
    expect(requests).toMatchObject([
      { level: 20, msg: 'request', method: 'GET', path: '/api/health', status: 200 },
    ]);
    expect(JSON.stringify(log.lines)).not.toContain('secret');
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
