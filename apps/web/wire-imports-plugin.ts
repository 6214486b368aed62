import type { Plugin } from 'vite';

const DEFINITIONS = /[\\/]packages[\\/]contracts[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/;
// Every import of a definition file but `endpoint` itself: what only the wire (schemas, docs) uses.
const WIRE_IMPORT = /^import\s[^;]*?\sfrom\s+'(?!\.\.\/endpoint\.js')[^']+';\s*$/gm;

/**
 * The production build's endpoint definitions keep only method and path: `define` folds each wire to false. This
 * drops the imports only the wire used (the schema modules, zod) as well, so the module graph the bundler splits
 * chunks by is the one the code really needs: with them, the first load came out in more, smaller chunks.
 */
export function dropWireImports(): Plugin {
  return {
    name: 'dd-drop-wire-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return DEFINITIONS.test(id) ? { code: code.replace(WIRE_IMPORT, ''), map: null } : null;
    },
  };
}
