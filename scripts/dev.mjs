// `npm run dev`: the API (restarting on change) on :3000 and Vite with hot reload on :5173, proxying the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  // The push socket accepts pages from Vite's origin only when told so (never in production).
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { DEV_WEB_ORIGIN: 'http://localhost:5173', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@dd/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
