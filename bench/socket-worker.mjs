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
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'ready') return resolve(socket);
      if (message.type === 'room_updated') latencies.push(clock() - Number(message.room));
    });
    sockets.push(socket);
  });

await Promise.all(Array.from({ length: desks }, open));
parentPort.postMessage({ type: 'ready' });

const deadline = Date.now() + timeoutMs;
while (latencies.length < desks * events && Date.now() < deadline) {
  await new Promise((r) => setTimeout(r, 20));
}
for (const socket of sockets) socket.close();
parentPort.postMessage({ type: 'done', latencies });
