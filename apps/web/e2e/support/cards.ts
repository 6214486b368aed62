import type { Locator } from 'playwright-core';

/** What a product card shows. */
export interface ProductCard {
  /** The product id, from the card's /product/ link. */
  id: string;
  /** The card's h3. */
  name: string;
  /** The texts of its spans (badges, price, ...), in document order. */
  texts: string[];
}

/** The product id in a /product/<id> path. */
export const productIdOf = (urlPath: string): string => decodeURIComponent(urlPath.replace('/product/', ''));

/** Every product card (article) in `scope`, in document order. */
export async function readCards(scope: Locator): Promise<ProductCard[]> {
  const raw = await scope.locator('article').evaluateAll((articles) =>
    articles.map((a) => ({
      href: a.querySelector('a[href^="/product/"]')?.getAttribute('href') ?? '',
      name: a.querySelector('h3')?.textContent?.trim() ?? '',
      texts: Array.from(a.querySelectorAll('span')).map((s) => s.textContent?.trim() ?? ''),
    })),
  );
  return raw.map(({ href, name, texts }) => ({ id: productIdOf(href), name, texts }));
}
