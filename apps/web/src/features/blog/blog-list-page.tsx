import { Page } from '../../components/page';
import { QueryState } from '../../components/query-state';
import { StateMessage } from '../../components/state-message';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHeader } from '../../components/page-header';
import { useBlogPosts } from './api';
import { PostCard } from './post-card';

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
      <QueryState
        query={posts}
        loading="Loading posts..."
        error={(error) => errorMessage(error, 'Failed to load blog posts.')}
        isEmpty={(list) => list.length === 0}
        empty={<StateMessage kind="empty" title="No blog posts yet. Check back soon!" />}
      >
        {(list) => (
          <ul className="grid gap-6 md:grid-cols-2">
            {list.map((post, i) => (
              <li key={post.slug} className={i === 0 ? 'md:col-span-2' : undefined}>
                <PostCard post={post} featured={i === 0} className="h-full" />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
