import { type BlogPost, PLACEHOLDER_IMAGE } from '@dd/contracts';
import matter from 'gray-matter';
import { z } from 'zod';
import { renderMarkdown } from './blog-markdown.js';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DEFAULT_AUTHOR = 'The Dopamine Drops Team';

/** YAML reads an unquoted 2024-01-18 as a Date; both forms become the same YYYY-MM-DD text. */
const isoDate = z
  .union([z.string().trim(), z.date()])
  .transform((v) => (v instanceof Date ? (Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10)) : v))
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'date must be a real date written YYYY-MM-DD',
  );

const text = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} must not be empty`);

const frontMatterSchema = z.object({
  title: text('title'),
  date: isoDate,
  excerpt: text('excerpt'),
  image: text('image').optional(),
  author: text('author').optional(),
});

export type ParsedPost = { ok: true; post: BlogPost } | { ok: false; error: string };

/** One Markdown file with front matter -> a post, or the reason it is not one. Pure. */
export function parseBlogPost(slug: string, source: string): ParsedPost {
  if (!SLUG_PATTERN.test(slug)) return { ok: false, error: `"${slug}" is not a valid slug (a-z, 0-9, dashes)` };
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An options object turns off gray-matter's cache, which would keep every source string alive.
    parsed = matter(source, {});
  } catch (err) {
    return { ok: false, error: `front matter is not valid YAML: ${(err as Error).message}` };
  }
  const front = frontMatterSchema.safeParse(parsed.data);
  if (!front.success) {
    const issue = front.error.issues[0];
    return { ok: false, error: `${issue?.path.join('.') ?? 'front matter'}: ${issue?.message ?? 'invalid'}` };
  }
  const { title, date, excerpt, image, author } = front.data;
  return {
    ok: true,
    post: {
      slug,
      title,
      date,
      excerpt,
      imageUrl: image ?? PLACEHOLDER_IMAGE,
      author: author ?? DEFAULT_AUTHOR,
      html: renderMarkdown(parsed.content),
    },
  };
}

/** Newest first; the slug breaks ties so the order is stable. */
export function byDateDesc(a: BlogPost, b: BlogPost): number {
  return a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1;
}
