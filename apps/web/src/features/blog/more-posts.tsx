import { href } from '@dd/contracts';
import { Link } from 'react-router';
import { ProductImage } from '../../components/product-image';
import { cn } from '../../lib/cn';
import { useBlogPosts } from './api';
import { formatPostDate } from './post-date';

const MORE_COUNT = 3;

/** A few other recent posts under an article, so a reader has somewhere to go next. */
export function MorePosts({ currentSlug, className }: { currentSlug: string; className?: string }) {
  const posts = useBlogPosts();
  const others = (posts.data ?? []).filter((p) => p.slug !== currentSlug).slice(0, MORE_COUNT);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="more-posts" className={cn('mt-16 border-t-2 border-line pt-10', className)}>
      <h2 id="more-posts" className="mb-6 text-2xl font-extrabold text-ink sm:text-3xl">
        More from the blog
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {others.map((p) => (
          <li key={p.slug}>
            <Link
              to={href('blogPost', { slug: p.slug })}
              className="group flex h-full gap-4 rounded-card bg-surface p-3 shadow-card transition hover:-translate-y-1 hover:shadow-pop sm:flex-col"
            >
              <ProductImage
                src={p.imageUrl}
                alt=""
                className="aspect-[40/21] w-28 shrink-0 rounded-xl bg-line/60 object-cover sm:w-full"
              />
              <span className="flex min-w-0 flex-col gap-1">
                <time dateTime={p.date} className="text-xs font-bold uppercase tracking-wide text-hot-dark">
                  {formatPostDate(p.date)}
                </time>
                <span className="line-clamp-3 font-bold leading-snug text-ink group-hover:text-zap">{p.title}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
