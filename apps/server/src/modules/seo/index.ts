import type { AppModule, Platform } from '../module.js';
import type { HeadRenderer } from '../../platform/web-app.js';
import type { BlogService } from '../blog/blog.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { TaxonomyService } from '../taxonomy/taxonomy.service.js';
import type { ForumService } from '../forum/forum.service.js';
import { createHeadRenderer } from './head-renderer.js';
import { seoRoutes } from './seo.routes.js';
import { SitemapService } from './sitemap.service.js';

/** Sitemap, robots.txt and the server-rendered page heads. Owns no table. */
export function seoModule(
  platform: Platform,
  deps: {
    catalog: Pick<CatalogService, 'sitemapEntries' | 'find'>;
    blog: Pick<BlogService, 'all' | 'find'>;
    taxonomy: Pick<TaxonomyService, 'categories' | 'findCustomCategory'>;
    forum: Pick<ForumService, 'threadHead'>;
  },
): AppModule<{ renderHead: HeadRenderer }> {
  const { catalog, blog, taxonomy, forum } = deps;
  const site = { publicUrl: platform.config.publicUrl, siteName: platform.config.siteName };
  const sitemap = new SitemapService({
    products: (max) => catalog.sitemapEntries(max),
    posts: () => blog.all(),
    customCategories: async () => (await taxonomy.categories()).filter((c) => !c.builtIn).map((c) => c._id),
    clock: platform.clock,
    site,
  });
  const renderHead = createHeadRenderer({
    findProduct: (id) => catalog.find(id),
    findPost: (slug) => blog.find(slug),
    findCategory: (id) => taxonomy.findCustomCategory(id),
    findThread: (id) => forum.threadHead(id),
    site,
    log: platform.log,
  });
  return {
    name: 'seo',
    service: { renderHead },
    register: async (app) => {
      await app.register(seoRoutes, { sitemap, publicUrl: platform.config.publicUrl });
    },
  };
}
