import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('.', import.meta.url);
const files = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

/** The file without its import statements and without each `__DD_WIRE_SCHEMAS__ && { ... }` wire. */
function outsideTheWires(source: string): string {
  let rest = source.replace(/^import\s[^;]*;\s*$/gm, '');
  for (let start = rest.indexOf('__DD_WIRE_SCHEMAS__ &&'); start >= 0; start = rest.indexOf('__DD_WIRE_SCHEMAS__ &&')) {
    const open = rest.indexOf('{', start);
    let depth = 0;
    let end = open;
    for (; end < rest.length; end++) {
      if (rest[end] === '{') depth++;
      else if (rest[end] === '}' && --depth === 0) break;
    }
    rest = rest.slice(0, start) + rest.slice(end + 1);
  }
  return rest;
}

function importedNames(source: string): string[] {
  return [...source.matchAll(/^import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';/gm)]
    .filter((match) => match[2] !== '../endpoint.js')
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.replace(/^\s*type\s+/, '').trim())
    .filter(Boolean);
}

describe('endpoint definition files', () => {
  it.each(files)('%s uses its imports only inside the wire (the production build drops both)', (file) => {
    const source = readFileSync(new URL(file, dir), 'utf8');
    const rest = outsideTheWires(source);
    const leaks = importedNames(source).filter((name) => new RegExp(`\\b${name}\\b`).test(rest));
    expect(leaks).toEqual([]);
    expect(source).not.toMatch(/^import\s+\*/m);
  });

  it('see every definition file', () => {
    expect(files.length).toBeGreaterThan(20);
  });
});
