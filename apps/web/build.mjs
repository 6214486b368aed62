// `npm run build -w @dd/web [-- --outDir DIR]`: the browser build in DIR (default dist) and the server
// renderer's build beside it in DIR-ssr, which the server finds there (apps/server, platform/web-app.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const flag = process.argv.indexOf('--outDir');
const outDir = path.resolve(here, flag >= 0 && process.argv[flag + 1] ? process.argv[flag + 1] : 'dist');

await build({ root: here, build: { outDir } });
await build({
  root: here,
  logLevel: 'warn',
  // Self-contained (React included): a build in another folder (E2E_WEB_DIST) runs without node_modules beside it.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: `${outDir}-ssr`,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});
