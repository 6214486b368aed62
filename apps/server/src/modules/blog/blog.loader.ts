import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogPost } from '@dd/contracts';
import { byDateDesc, parseBlogPost, SLUG_PATTERN } from './blog-post.js';

export interface LoadedBlog {
  /** Newest first. */
  posts: BlogPost[];
  /** One line per Markdown file that could not be read as a post. */
  problems: string[];
}

/** Reads every `<slug>.md` directly in `dir`; files named otherwise (README.md ...) are not posts. */
export async function loadBlogPosts(dir: string): Promise<LoadedBlog> {
  if (!existsSync(dir)) return { posts: [], problems: [] };
  const names = (await readdir(dir)).filter((n) => n.endsWith('.md') && SLUG_PATTERN.test(n.slice(0, -3))).sort();
  const posts: BlogPost[] = [];
  const problems: string[] = [];
  for (const name of names) {
    const result = parseBlogPost(name.slice(0, -3), await readFile(path.join(dir, name), 'utf8'));
    if (result.ok) posts.push(result.post);
    else problems.push(`${name}: ${result.error}`);
  }
  return { posts: posts.sort(byDateDesc), problems };
}
