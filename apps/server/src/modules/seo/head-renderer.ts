import { findCollection, findSubcollection, type BlogPost, type Product } from '@dd/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { HeadRenderer } from '../../platform/web-app.js';
import type { ThreadHead } from '../forum/forum.service.js';
import type { PageMeta } from './head-tags.js';
import { renderHeadTags } from './head-tags.js';
import { matchPageRoute, type PageRoute } from './page-route.js';
import {
  blogPostMeta,
  collectionMeta,
  forumThreadMeta,
  notFoundMeta,
  productMeta,
  staticMeta,
  subcollectionMeta,
  unavailableMeta,
  type SiteInfo,
} from './page-meta.js';

export interface HeadRendererDeps {
  findProduct: (id: string) => Promise<Product | null>;
  findPost: (slug: string) => BlogPost | undefined;
  /** A category an admin added (its page lives at /collections/{id} like a built-in collection). */
  findCategory?: (id: string) => Promise<{ id: string; name: string; description: string } | null>;
  /** A forum thread that is not deleted. */
  findThread: (id: number) => Promise<ThreadHead | null>;
  site: SiteInfo;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Product ids are at most 64 characters; longer ones cannot exist and skip the lookup. */
const MAX_PRODUCT_ID = 64;

async function metaFor(route: PageRoute, deps: HeadRendererDeps): Promise<PageMeta> {
  const { site } = deps;
  switch (route.kind) {
    case 'product': {
      const product = route.id.length <= MAX_PRODUCT_ID ? await deps.findProduct(route.id) : null;
      return product ? productMeta(product, site) : notFoundMeta('Product not found', site);
    }
    case 'collection': {
      const collection =
        findCollection(route.category) ??
        (route.category.length <= MAX_PRODUCT_ID ? await deps.findCategory?.(route.category) : null);
      return collection ? collectionMeta(collection, site) : notFoundMeta('Collection not found', site);
    }
    case 'subcollection': {
      const parent = findCollection(route.category);
      const sub = findSubcollection(route.category, route.subcollection);
      return parent && sub ? subcollectionMeta(sub, parent, site) : notFoundMeta('Subcollection not found', site);
    }
    case 'blog-post': {
      const post = deps.findPost(route.slug);
      return post ? blogPostMeta(post, site) : notFoundMeta('Blog Post Not Found', site);
    }
    case 'forum-thread': {
      const thread = await deps.findThread(route.id);
      return thread ? forumThreadMeta(thread, site) : notFoundMeta('Thread not found.', site);
    }
    case 'static':
      return staticMeta(route.page, route.path, site);
    case 'unknown':
      return notFoundMeta('Page not found', site);
  }
}

/** The web app's server-rendered head: title, description, canonical, Open Graph, JSON-LD. */
export function createHeadRenderer(deps: HeadRendererDeps): HeadRenderer {
  return async (url) => {
    let meta: PageMeta;
    try {
      meta = await metaFor(matchPageRoute(url), deps);
    } catch (err) {
      deps.log.error({ err }, 'page head lookup failed');
      meta = unavailableMeta(deps.site);
    }
    return { head: renderHeadTags(meta, deps.site.siteName), status: meta.status };
  };
}
