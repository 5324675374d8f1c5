import { Worker } from 'node:worker_threads';
import type { BenchServer } from './server.ts';

export interface SocketFigures {
  desks: number;
  events: number;
  delivered: number;
  p50: number;
  p95: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/**
 * Publishes events through the app's event hub (as services do) to `desks` signed-in sockets and
 * times each delivery from the publish call to the desk's receipt.
 */
export const measureSocketDelivery = async (
  server: BenchServer,
  { desks, events, spacingMs }: { desks: number; events: number; spacingMs: number },
): Promise<SocketFigures> => {
  const [hotel] = await server.database.db.query.hotels.findMany({
    where: (h, { eq }) => eq(h.key, 'aureo'),
  });
  if (!hotel) throw new Error('no aureo hotel');
  const worker = new Worker(new URL('./socket-worker.mjs', import.meta.url), {
    workerData: {
      url: `${server.baseUrl.replace('http', 'ws')}/ws`,
      token: server.token,
      desks,
      events,
      timeoutMs: events * spacingMs + 5000,
    },
    execArgv: [],
  });
  const done = new Promise<number[]>((resolve, reject) => {
    worker.on('message', (message: { type: string; latencies?: number[] }) => {
      if (message.type === 'ready') void publishAll();
      if (message.type === 'done') resolve(message.latencies ?? []);
    });
    worker.once('error', reject);
  });
  const publishAll = async () => {
    for (let i = 0; i < events; i += 1) {
      const sentAt = performance.timeOrigin + performance.now();
      await server.app.events.publish(hotel.id, {
        type: 'room_updated',
        room: String(sentAt),
        status: 1,
        refreshStats: false,
      });
      await new Promise((r) => setTimeout(r, spacingMs));
    }
  };
  const latencies = (await done).sort((a, b) => a - b);
  await worker.terminate();
  return {
    desks,
    events,
    delivered: latencies.length,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
  };
};
