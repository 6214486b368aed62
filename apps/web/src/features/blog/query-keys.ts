/** The blog's query keys (public data, the same for everyone). */
export const blogKeys = {
  list: ['blog', 'list'] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
};
