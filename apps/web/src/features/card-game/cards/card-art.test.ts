import { CARDS } from '@dd/game';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardArt, DRAWN_CARD_IDS, drawnCardKind } from './card-art';

describe('card art', () => {
  it('draws every card of the card set, and nothing else', () => {
    expect([...DRAWN_CARD_IDS].sort()).toEqual(CARDS.map((card) => card.id).sort());
  });

  it("colours each drawing as its card's type", () => {
    for (const card of CARDS) expect(drawnCardKind(card.id), card.id).toBe(card.type);
  });

  it('falls back to a drawing of the type for an unknown card', () => {
    const html = renderToStaticMarkup(createElement(CardArt, { cardId: 'mystery_box', type: 'Defense' }));
    expect(html).toContain('data-card-art="fallback-Defense"');
    expect(renderToStaticMarkup(createElement(CardArt, { cardId: 'refund' }))).toContain('data-card-art="refund"');
  });

  it('gives every instance its own gradient ids, so two cards on screen never share one', () => {
    const html = renderToStaticMarkup(
      createElement(
        'div',
        null,
        createElement(CardArt, { cardId: 'refund' }),
        createElement(CardArt, { cardId: 'refund' }),
      ),
    );
    const ids = [...html.matchAll(/id="(bg-[^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(2);
  });
});

describe('card face', () => {
  it("shows 'Unknown card:' with the id for a card the list does not have", async () => {
    const { CardFace } = await import('./card-face');
    const html = renderToStaticMarkup(createElement(CardFace, { cardId: 'mystery_box', card: undefined }));
    expect(html).toMatch(/Unknown card: (<!-- -->)?mystery_box/);
  });

  it('greys a card with its reason', async () => {
    const { CardFace } = await import('./card-face');
    const refund = CARDS.find((card) => card.id === 'refund');
    if (!refund) throw new Error('refund is in the card set');
    const html = renderToStaticMarkup(
      createElement(CardFace, {
        cardId: 'refund',
        card: { ...refund, imageUrl: null },
        disabledReason: 'Played card',
      }),
    );
    expect(html).toContain('Played card');
    expect(html).toContain('Refund');
    expect(html).toContain('Cost 0');
  });
});
