import { z } from 'zod';

export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  date: z.string(),
  excerpt: z.string(),
  imageUrl: z.string(),
});
export const blogPostSchema = blogPostSummarySchema.extend({ html: z.string(), author: z.string() });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
/** /blog lists only the latest five. */
export const BLOG_LIST_SIZE = 5;
