import { describe, expect, it } from 'vitest';
import { internalLinkPath } from './internal-link';

const origin = 'https://dopaminedrops.example';
const plain = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
const link = (href: string, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => ({
  href,
  target: '',
  hasDownload: false,
  ...extra,
});

describe('internalLinkPath', () => {
  it('routes same-site paths in the app', () => {
    expect(internalLinkPath(link(`${origin}/collections/tech`), plain, origin)).toBe('/collections/tech');
    expect(internalLinkPath(link('/drops?sort=new#top'), plain, origin)).toBe('/drops?sort=new#top');
  });

  it('leaves other sites, new tabs, downloads and modified clicks to the browser', () => {
    expect(internalLinkPath(link('https://example.com/x'), plain, origin)).toBeNull();
    expect(internalLinkPath(link('/drops', { target: '_blank' }), plain, origin)).toBeNull();
    expect(internalLinkPath(link('/drops', { hasDownload: true }), plain, origin)).toBeNull();
    expect(internalLinkPath(link('/drops'), { ...plain, metaKey: true }, origin)).toBeNull();
    expect(internalLinkPath(link('/drops'), { ...plain, button: 1 }, origin)).toBeNull();
    expect(internalLinkPath(link('mailto:hi@example.com'), plain, origin)).toBeNull();
  });

  it('leaves files to the browser', () => {
    expect(internalLinkPath(link('/blog-images/a.svg'), plain, origin)).toBeNull();
    expect(internalLinkPath(link('/sitemap.xml'), plain, origin)).toBeNull();
  });
});
