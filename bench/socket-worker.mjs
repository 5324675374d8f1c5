// Desks on their own event loop (a worker thread): they open their sockets, sign in with the
// protocol's first message, and time each event from the instant it was published (carried in it).
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { url, token, desks, events, timeoutMs } = workerData;
const clock = () => performance.timeOrigin + performance.now();
const latencies = [];
const sockets = [];

const open = () =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.once('error', reject);
    // Refused (e.g. 4429: too many sockets of one address not yet signed in): fail, never hang.
    socket.once('close', (code) => reject(new Error(`socket closed (${code}) before ready`)));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'ready') return resolve(socket);
      if (message.type === 'room_updated') latencies.push(clock() - Number(message.room));
    });
    sockets.push(socket);
  });

// The server lets one address hold only a few sockets not yet signed in (ADR 024): the desks
// here all share 127.0.0.1, so at most four sign in at once, as a hotel's desks never all do.
const signingInAtOnce = 4;
let opened = 0;
await Promise.all(
  Array.from({ length: signingInAtOnce }, async () => {
    while (opened < desks) {
      opened += 1;
      await open();
    }
  }),
);
parentPort.postMessage({ type: 'ready' });

const deadline = Date.now() + timeoutMs;
while (latencies.length < desks * events && Date.now() < deadline) {
  await new Promise((r) => setTimeout(r, 20));
}
for (const socket of sockets) socket.close();
parentPort.postMessage({ type: 'done', latencies });
