import { describe, expect, it } from 'vitest';
import { renderHeadTags } from './head-tags.js';

describe('renderHeadTags', () => {
  const head = renderHeadTags(
    {
      status: 200,
      title: 'Glow "Cube" <b> | Dopamine Drops',
      headline: 'Glow "Cube" <b>',
      description: 'Bright & </script> shiny',
      canonicalUrl: 'https://drops.example/product/a?b=1&c=2',
      image: 'https://drops.example/catalog/a.svg',
      ogType: 'product',
      extraProperties: [['product:price:amount', '9.99']],
      jsonLd: { '@type': 'Product', name: '</script><script>alert(1)</script>' },
    },
    'Dopamine Drops',
  );

  it('escapes every interpolated value', () => {
    expect(head).toContain('<title>Glow &quot;Cube&quot; &lt;b&gt; | Dopamine Drops</title>');
    expect(head).toContain('<meta name="description" content="Bright &amp; &lt;/script&gt; shiny">');
    expect(head).toContain('<link rel="canonical" href="https://drops.example/product/a?b=1&amp;c=2">');
    expect(head).toContain('<meta property="og:title" content="Glow &quot;Cube&quot; &lt;b&gt;">');
  });

  it('has exactly one script element, which the JSON cannot close', () => {
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ '@type': 'Product', name: '</script><script>alert(1)</script>' });
  });

  it('writes the Open Graph set', () => {
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain('<meta property="og:url" content="https://drops.example/product/a?b=1&amp;c=2">');
    expect(head).toContain('<meta property="og:image" content="https://drops.example/catalog/a.svg">');
    expect(head).toContain('<meta property="product:price:amount" content="9.99">');
    expect(head).not.toContain('noindex');
  });

  it('marks noindex pages and leaves out what they lack', () => {
    const minimal = renderHeadTags(
      { status: 404, title: 'Page not found', description: 'Gone', ogType: 'website', noindex: true },
      'Dopamine Drops',
    );
    expect(minimal).toContain('<meta name="robots" content="noindex">');
    expect(minimal).not.toContain('canonical');
    expect(minimal).not.toContain('og:image');
    expect(minimal).not.toContain('<script');
  });
});
