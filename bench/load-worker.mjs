// The load generator runs in a worker thread: its own event loop, so the server's loop in the
// main thread is not slowed by the client's work (plain JS: it runs under tsx and under vitest).
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * @typedef {{ url: string, headers: Record<string, string>, mode: 'closed' | 'open',
 *   concurrency: number, rate: number, durationMs: number }} LoadJob
 */

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** @param {LoadJob} job */
const run = async (job) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(job.concurrency, 64) });
  const latencies = [];
  let errors = 0;
  const once = () =>
    new Promise((resolve) => {
      const request = http.get(job.url, { agent, headers: job.headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', () => resolve(0));
    });
  const timed = async (startedAt) => {
    const status = await once();
    if (status !== 200) errors += 1;
    latencies.push(performance.now() - startedAt);
  };

  // Warm the connections and the route's code paths before measuring.
  await Promise.all(Array.from({ length: Math.min(job.concurrency, 8) }, () => once()));

  const start = performance.now();
  const end = start + job.durationMs;
  if (job.mode === 'closed') {
    const loop = async () => {
      while (performance.now() < end) await timed(performance.now());
    };
    await Promise.all(Array.from({ length: job.concurrency }, loop));
  } else {
    // Open loop: requests leave on schedule whether or not earlier ones answered, and latency
    // counts from the scheduled instant (no coordinated omission).
    const interval = 1000 / job.rate;
    const pending = [];
    let sent = 0;
    while (performance.now() < end) {
      const due = start + sent * interval;
      const wait = due - performance.now();
      await new Promise((r) => (wait > 1 ? setTimeout(r, wait) : setImmediate(r)));
      pending.push(timed(due));
      sent += 1;
    }
    await Promise.all(pending);
  }
  const elapsedMs = performance.now() - start;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    reqPerSec: (latencies.length / elapsedMs) * 1000,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
};

parentPort?.postMessage(await run(workerData));
