import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** An answer slower than this is worth a line at the default level. */
export const slowRequestMs = 1000;

/** Answered often by monitors; a line for each would bury the desks' requests. */
const quietWhenOk = new Set(['/api/health']);

/**
 * The access log: one line per request instead of Fastify's two, at info by default: method,
 * path, status, time and the client's address (the desk's, behind a trusted proxy). A failed
 * answer goes at error, a slow one at warn, a successful health check at debug. The path is
 * logged without its query, which may carry a reset token or a guest's name or phone (a
 * search): the log is kept and shared, the query is personal.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const ms = Math.round(reply.elapsedTime);
    const path = request.url.split('?')[0] ?? '';
    const line = {
      method: request.method,
      path,
      status: reply.statusCode,
      ms,
      client: request.ip,
      ...(error ? { err: error } : {}),
    };
    if (error || reply.statusCode >= 500) reply.log.error(line, 'request failed');
    else if (ms >= slowRequestMs) reply.log.warn(line, 'slow request');
    else if (quietWhenOk.has(path)) reply.log.debug(line, 'request');
    else reply.log.info(line, 'request');
  }
}

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const bookkeeping = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId']);

/** A pino JSON line as a person reads it: `08:15:02 WARN slow request GET /api/... 1200 ms`. */
export const readableLogLine = (json: string): string => {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = new Date(Number(entry.time)).toISOString().slice(11, 19);
  const level = levelNames[Number(entry.level)] ?? String(entry.level);
  const details = Object.entries(entry)
    .filter(([key]) => !bookkeeping.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return [time, level.padEnd(5), String(entry.msg ?? ''), ...details].join(' ').trimEnd();
};

/**
 * Where the log goes: readable lines on a terminal, JSON (for log collectors) otherwise. No
 * pretty-printer dependency: this is all a desk operator needs.
 */
export const logDestination = (out: NodeJS.WriteStream = process.stdout) =>
  out.isTTY
    ? {
        write: (chunk: string) => {
          out.write(`${readableLogLine(chunk.trimEnd())}\n`);
        },
      }
    : undefined;
