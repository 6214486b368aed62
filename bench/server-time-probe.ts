// Preloaded into the server under test (`node --import`), beside loop-delay-probe.ts: how long the server took
// for each request whose path matches $SERVER_TIME_PATTERN, from the request's arrival to the end of its answer,
// so the client's own delays are not counted. On SIGUSR2 it writes the percentiles since the previous signal to
// $SERVER_TIME_FILE and starts afresh.
import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';

const pattern = new RegExp(process.env.SERVER_TIME_PATTERN ?? '.');
const started = new WeakMap<IncomingMessage, number>();
let times: number[] = [];

subscribe('http.server.request.start', (message) => {
  const { request } = message as { request: IncomingMessage };
  if (pattern.test(request.url ?? '')) started.set(request, performance.now());
});
subscribe('http.server.response.finish', (message) => {
  const { request } = message as { request: IncomingMessage; response: ServerResponse };
  const at = started.get(request);
  if (at !== undefined) times.push(performance.now() - at);
});

process.on('SIGUSR2', () => {
  const file = process.env.SERVER_TIME_FILE;
  const sorted = times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10;
  if (file) writeFileSync(file, JSON.stringify({ p50: at(50), p99: at(99), max: at(100), count: sorted.length }));
  times = [];
});
