import { PAGE_HEADS, PAGE_IDS, PAGES, type PageId } from '@dd/contracts';

/** A page of the table with a fixed head (no data subject): its title, description and indexing. */
export interface StaticPage {
  id: PageId;
  /** Path pattern of the page table; `:name` matches one segment. */
  pattern: string;
  title: string;
  description: string;
  /** Personal, transient or admin screens stay out of search results and the sitemap. */
  noindex?: boolean;
}

/** The pages of the table (packages/contracts, pages.ts) whose head is fixed, in the table's order. */
export const STATIC_PAGES: readonly StaticPage[] = PAGE_IDS.flatMap((id) => {
  const head = PAGE_HEADS[id];
  return 'title' in head ? [{ id, pattern: PAGES[id].path, ...head }] : [];
});

/** Indexable pages without parameters: the sitemap's fixed part. */
export function sitemapStaticPaths(): string[] {
  return STATIC_PAGES.filter((p) => !p.noindex && !p.pattern.includes(':')).map((p) => p.pattern);
}
