import { href } from '@dd/contracts';
import type { BlogPostSummary } from '@dd/contracts';
import { Link } from 'react-router';
import { ProductImage } from '../../components/product-image';
import { cn } from '../../lib/cn';
import { formatPostDate } from './post-date';

interface PostCardProps {
  post: BlogPostSummary;
  /** The lead story: wider, with the image beside the text from tablet size up. */
  featured?: boolean;
  className?: string;
}

/** A post teaser: image, date, title, excerpt and the spec's 'Read More' link. */
export function PostCard({ post, featured = false, className }: PostCardProps) {
  const link = href('blogPost', { slug: post.slug });
  return (
    <article
      className={cn(
        'group flex flex-col overflow-hidden rounded-card bg-surface shadow-card transition hover:-translate-y-1 hover:shadow-pop',
        featured && 'md:flex-row',
        className,
      )}
    >
      <div className={cn('aspect-[40/21] shrink-0 overflow-hidden bg-line/60', featured && 'md:aspect-auto md:w-3/5')}>
        {/* The title already names the post, so the picture is decorative for screen readers. */}
        <ProductImage
          src={post.imageUrl}
          alt=""
          className="size-full object-cover transition duration-300 group-hover:scale-105"
        />
      </div>
      <div className={cn('flex flex-1 flex-col gap-3 p-5 sm:p-6', featured && 'md:justify-center md:p-8')}>
        <time dateTime={post.date} className="text-sm font-bold uppercase tracking-wide text-hot-dark">
          {formatPostDate(post.date)}
        </time>
        <h2
          className={cn(
            'font-extrabold leading-tight text-ink',
            featured ? 'text-2xl sm:text-3xl lg:text-4xl' : 'text-xl sm:text-2xl',
          )}
        >
          <Link to={link} className="hover:text-zap">
            {post.title}
          </Link>
        </h2>
        <p className="leading-relaxed text-ink-soft">{post.excerpt}</p>
        <Link
          to={link}
          aria-label={`Read More: ${post.title}`}
          className="mt-auto inline-flex min-h-11 items-center gap-2 self-start font-bold text-zap hover:text-zap-dark"
        >
          Read More
          <span aria-hidden className="transition group-hover:translate-x-1">
            →
          </span>
        </Link>
      </div>
    </article>
  );
}
