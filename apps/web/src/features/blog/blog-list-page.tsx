import { Page } from '../../components/page';
import { StateMessage } from '../../components/state-message';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHeader } from '../../components/page-header';
import { useBlogPosts } from './api';
import { PostCard } from './post-card';
import { RetryButton } from '../../components/retry-button';

/** /blog: the five latest posts, newest first, the newest one as the lead story. */
export default function BlogListPage() {
  useDocumentTitle('Blog');
  const posts = useBlogPosts();

  return (
    <Page>
      <PageHeader
        title="The Dopamine Drops Blog"
        subtitle="Gift guides, gadget deep dives and honest takes on whatever the internet is obsessed with this week."
      />
      {posts.isPending ? (
        <StateMessage kind="loading" title="Loading posts..." />
      ) : posts.isError ? (
        <StateMessage kind="error" title={errorMessage(posts.error, 'Failed to load blog posts.')}>
          <RetryButton query={posts} />
        </StateMessage>
      ) : posts.data.length === 0 ? (
        <StateMessage kind="empty" title="No blog posts yet. Check back soon!" />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2">
          {posts.data.map((post, i) => (
            <li key={post.slug} className={i === 0 ? 'md:col-span-2' : undefined}>
              <PostCard post={post} featured={i === 0} className="h-full" />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
