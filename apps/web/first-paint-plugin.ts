import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\n?/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/;

/** The start script of an entry chunk: named after it, so it changes exactly when the entry does. */
export function startScriptOf(entryFile: string): { fileName: string; source: string } {
  const fileName = entryFile.replace(/\.js$/, '.start.js');
  const entry = `./${entryFile.split('/').pop() ?? entryFile}`;
  const source = `const s=()=>import(${JSON.stringify(entry)});document.hidden?s():requestAnimationFrame(()=>setTimeout(s))`;
  return { fileName, source };
}

/**
 * What the built page needs for its first paint, issue 26 §5: the server's HTML paints from the page alone, before
 * any of the app's code runs.
 * - The entry stylesheet is inlined (15 KB gzip): as a file it held every first paint back by a round trip.
 * - The page's module script is a start script (`index-….start.js`, 0.1 KB) that imports the app after the first
 *   frame. Run at once, the app's evaluation (React, the router, the hydration) came before the first paint
 *   whenever its chunks arrived before the page had been styled. The app's chunks are still fetched at once
 *   (modulepreload), and a tab opened in the background, which has no frames, starts the app at once.
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
          .replace(
            ENTRY_SCRIPT,
            (_script: string, entry: string) =>
              `<link rel="modulepreload" crossorigin href="/${entry}">\n    ` +
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
