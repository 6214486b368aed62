import { BLOG_LIST_SIZE, type BlogPost, type BlogPostSummary } from '@dd/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../platform/errors.js';
import { loadBlogPosts } from './blog.loader.js';

export const BLOG_POST_NOT_FOUND = 'Blog Post Not Found';

function summary({ slug, title, date, excerpt, imageUrl }: BlogPost): BlogPostSummary {
  return { slug, title, date, excerpt, imageUrl };
}

/** The posts are read once at start-up and kept in memory: they ship with the code. */
export class BlogService {
  private readonly bySlug: Map<string, BlogPost>;

  /** `posts` newest first. */
  constructor(private readonly posts: readonly BlogPost[]) {
    this.bySlug = new Map(posts.map((p) => [p.slug, p]));
  }

  /** A broken post is logged and left out rather than taking the site down. */
  static async load(dir: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<BlogService> {
    const { posts, problems } = await loadBlogPosts(dir);
    for (const problem of problems) log.warn({ problem }, 'blog post skipped');
    return new BlogService(posts);
  }

  latest(count = BLOG_LIST_SIZE): BlogPostSummary[] {
    return this.posts.slice(0, count).map(summary);
  }

  all(): readonly BlogPost[] {
    return this.posts;
  }

  find(slug: string): BlogPost | undefined {
    return this.bySlug.get(slug);
  }

  get(slug: string): BlogPost {
    const post = this.bySlug.get(slug);
    if (!post) throw notFound(BLOG_POST_NOT_FOUND);
    return post;
  }
}
