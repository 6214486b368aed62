import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\n?/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/** The start script of an entry chunk: named after it, so it changes exactly when the entry does. */
export function startScriptOf(entryFile: string): { fileName: string; source: string } {
  const fileName = entryFile.replace(/\.js$/, '.start.js');
  const entry = `./${entryFile.split('/').pop() ?? entryFile}`;
  const source = `requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(entry)})))`;
  return { fileName, source };
}

/**
 * What the built page needs for its first paint, issue 26 §5: the server's HTML paints from the page alone, before
 * any of the app's code is fetched or run.
 * - The entry stylesheet is inlined (15 KB gzip): as a file it held every first paint back by a round trip.
 * - The page's module script is a start script (`index-….start.js`, 0.1 KB) that imports the app after the first
 *   frame, and Vite's modulepreload links are dropped. Fetched at once, the app's 100 KB of JavaScript shared a
 *   slow link with the page and its first images; run at once, React and the hydration came before the first paint.
 *   The price is a later hydration (Lighthouse's mobile TTI +0.2-0.3 s on product and collection pages), while the
 *   page, whose links are plain links, is on screen 0.7-0.9 s sooner. A tab opened in the background has no frames:
 *   its app starts when it is first shown.
 */
export function firstPaint(): Plugin {
  return {
    name: 'dd-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html
          .replace(STYLESHEET, (link: string, file: string) => {
            const asset = bundle[file];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>\n` : link;
          })
          .replace(MODULE_PRELOAD, '')
          .replace(
            ENTRY_SCRIPT,
            (_script: string, entry: string) =>
              `<script type="module" crossorigin src="/${startScriptOf(entry).fileName}"></script>`,
          );
      },
    },
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && item.isEntry) this.emitFile({ type: 'asset', ...startScriptOf(item.fileName) });
      }
    },
  };
}
