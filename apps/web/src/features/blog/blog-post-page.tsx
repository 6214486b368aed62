import { href } from '@dd/contracts';
import type { BlogPost } from '@dd/contracts';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { NotFound } from '../../components/not-found';
import { inPage, Page } from '../../components/page';
import { ProductImage } from '../../components/product-image';
import { QueryState } from '../../components/query-state';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BackLink } from '../../components/page-header';
import { useBlogPost } from './api';
import { MorePosts } from './more-posts';
import { PostBody } from './post-body';
import { formatPostDate } from './post-date';

const POST_NOT_FOUND = 'Blog Post Not Found';

/** /blog/:slug: one post, or 'Blog Post Not Found' for an unknown slug. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  const notFound = post.isError && post.error instanceof ApiError && post.error.status === 404;
  useDocumentTitle(post.data?.title ?? (notFound ? POST_NOT_FOUND : 'Blog'));

  if (notFound) {
    return (
      <NotFound title={POST_NOT_FOUND} art="📭" actions={<ButtonLink to={href('blog')}>Back to the blog</ButtonLink>}>
        <p>This post may have moved, or the link has a typo.</p>
      </NotFound>
    );
  }
  return (
    <QueryState
      query={post}
      loading="Loading post..."
      error={(error) => errorMessage(error, 'Failed to load this post.')}
      frame={inPage}
    >
      {(data) => <BlogPostView post={data} slug={slug} />}
    </QueryState>
  );
}

function BlogPostView({ post, slug }: { post: BlogPost; slug: string }) {
  const { title, date, author, imageUrl, html } = post;
  return (
    <Page>
      <article className="mx-auto max-w-3xl">
        <header className="mb-8 flex flex-col gap-4">
          <BackLink to={href('blog')}>All Posts</BackLink>
          <h1 className="text-4xl font-extrabold leading-[1.08] text-ink sm:text-5xl">{title}</h1>
          <p className="flex flex-col gap-1 text-ink-soft sm:flex-row sm:items-center sm:gap-3">
            <time dateTime={date} className="font-bold text-hot-dark">
              {formatPostDate(date)}
            </time>
            <span aria-hidden className="hidden sm:inline">
              •
            </span>
            <span>By {author}</span>
          </p>
        </header>
        <ProductImage
          src={imageUrl}
          alt=""
          className="mb-10 aspect-[40/21] w-full rounded-card bg-line/60 object-cover shadow-card"
        />
        <PostBody html={html} />
      </article>
      <MorePosts currentSlug={slug} className="mx-auto max-w-3xl" />
    </Page>
  );
}
