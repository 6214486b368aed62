import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaint } from './first-paint-plugin.ts';
import { precompress } from './precompress-plugin.ts';
import { dropWireImports } from './wire-imports-plugin.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command, mode }) => ({
  // The production bundle drops the endpoint definitions' schemas (and zod with them): see packages/contracts/src/endpoint.ts.
  define: { __DD_WIRE_SCHEMAS__: JSON.stringify(command === 'serve' || mode !== 'production') },
  plugins: [react(), tailwindcss(), firstPaint(), precompress(), dropWireImports()],
  // The workspace packages are TypeScript sources: the server renderer's build compiles them in.
  ssr: { noExternal: ['@dd/contracts', '@dd/game'] },
  server: {
    port: 5173,
    proxy: {
      // ws: the push socket (/api/realtime) goes through the proxy too.
      '/api': { target: apiTarget, ws: true },
      '/go': apiTarget,
      '/media': apiTarget,
      '/blog-images': apiTarget,
      '/robots.txt': apiTarget,
      '/healthz': apiTarget,
      '^/products$': apiTarget,
      // The product admin page's password routes (the page itself, /admin, stays with Vite).
      '^/admin/(products|refresh-product)(/|$)': apiTarget,
      '^/refresh-products$': apiTarget,
      '/sitemap.xml': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Read by the bundle-budget test to find the home route's initial chunks.
    manifest: true,
    modulePreload: {
      // Every browser the site supports knows <link rel="modulepreload">; an older one just loads chunks
      // on demand, so the polyfill's bytes are not worth their place in the first load.
      polyfill: false,
      // The entry imports these chunks statically, so they are loaded before any lazy import runs: listing them
      // again in every lazy import's preload list only costs the first load bytes.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !/\/(framework|rolldown-runtime|api-client|cn)-/.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, the router and TanStack Query in one chunk: otherwise a second page that uses React
            // (the admin charts) splits React out into a chunk of its own, an extra request on every page.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
