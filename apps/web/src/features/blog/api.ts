import { BLOG_LIST_SIZE, blogEndpoints } from '@dd/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { blogKeys } from './query-keys';

/** The five latest posts, newest first; the server sends five, the slice keeps the page to spec regardless. */
export function useBlogPosts() {
  return useQuery({
    queryKey: blogKeys.list,
    queryFn: ({ signal }) => call(blogEndpoints.latest, {}, { signal }),
    select: (d) => d.posts.slice(0, BLOG_LIST_SIZE),
  });
}

/** One post with its rendered HTML; an unknown slug fails with a 404 ApiError. */
export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => call(blogEndpoints.post, { params: { slug } }, { signal }),
  });
}
