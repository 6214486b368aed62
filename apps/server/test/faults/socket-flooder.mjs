// A push socket flood from one address, run as its own process so its work does not slow the test's own
// measurements: keeps up to FLOOD_SOCKETS sockets open or opening from FLOOD_ADDRESS, reopening each as it
// closes (never authenticating), at most FLOOD_OPENS_PER_SECOND opens a second, for FLOOD_SECONDS. Prints one
// JSON line with what it saw.
import { WebSocket } from 'ws';

const url = process.env.FLOOD_URL;
const origin = process.env.FLOOD_ORIGIN;
const localAddress = process.env.FLOOD_ADDRESS ?? '127.0.0.9';
const sockets = Number(process.env.FLOOD_SOCKETS ?? 8000);
const perSecond = Number(process.env.FLOOD_OPENS_PER_SECOND ?? 1300);
const until = Date.now() + Number(process.env.FLOOD_SECONDS ?? 20) * 1000;

const seen = { opens: 0, upgraded: 0, refused: {}, errors: {}, maxOpen: 0 };
let open = 0;
let tokens = perSecond / 10;
const waiting = [];

function slot() {
  if (Date.now() >= until) return;
  if (tokens < 1) return void waiting.push(slot);
  tokens -= 1;
  seen.opens += 1;
  const ws = new WebSocket(url, { origin, localAddress });
  let done = false;
  const again = () => {
    if (done) return;
    done = true;
    slot();
  };
  ws.once('upgrade', () => {
    seen.upgraded += 1;
    open += 1;
    seen.maxOpen = Math.max(seen.maxOpen, open);
    ws.once('close', () => {
      open -= 1;
      again();
    });
  });
  ws.once('unexpected-response', (_req, res) => {
    seen.refused[res.statusCode] = (seen.refused[res.statusCode] ?? 0) + 1;
    ws.terminate();
    again();
  });
  ws.on('error', (err) => {
    seen.errors[err.code ?? err.message] = (seen.errors[err.code ?? err.message] ?? 0) + 1;
    again();
  });
}

const refill = setInterval(() => {
  tokens = Math.min(perSecond / 10, tokens + perSecond / 10);
  while (tokens >= 1 && waiting.length > 0) waiting.shift()();
}, 100);
for (let i = 0; i < sockets; i++) slot();
setTimeout(() => {
  clearInterval(refill);
  process.stdout.write(`${JSON.stringify(seen)}\n`);
  process.exit(0);
}, until - Date.now());
