import { describe, expect, it } from 'vitest';
import { escapeHtml, safeJsonForScript } from './escape-html.js';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('does not double-decode: an existing entity is escaped again', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });

  it('leaves plain text and emoji alone', () => {
    expect(escapeHtml('Tech That Slaps 💻')).toBe('Tech That Slaps 💻');
  });
});

describe('safeJsonForScript', () => {
  it('cannot close the surrounding script element', () => {
    const json = safeJsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('still parses back to the same value', () => {
    const value = { name: 'A & B <c> \u2028 "quoted"', n: 1.5, list: ['x'] };
    expect(JSON.parse(safeJsonForScript(value))).toEqual(value);
  });
});
