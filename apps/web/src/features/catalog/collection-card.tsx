import type { Category, Collection, Subcollection } from '@dd/contracts';
import { Link } from 'react-router';
import { ProductImage } from '../../components/product-image';
import { cn } from '../../lib/cn';

/** Tints cycle through the accent colours so a grid of cards never looks like a spreadsheet. */
const TINTS = ['bg-hot/12', 'bg-zap/12', 'bg-sun/30', 'bg-mint/15', 'bg-sky/20'] as const;

export function collectionTint(index: number): string {
  return TINTS[index % TINTS.length] ?? TINTS[0];
}

export function CollectionCard({ collection, index }: { collection: Collection; index: number }) {
  return (
    <Link
      to={`/collections/${collection.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-card bg-surface shadow-card transition hover:-translate-y-1 hover:shadow-pop"
    >
      <div className={cn('relative flex h-28 items-center px-5', collectionTint(index))}>
        <span aria-hidden className="text-6xl transition duration-300 group-hover:-rotate-12 group-hover:scale-110">
          {collection.emoji}
        </span>
        {/* Magazine-style issue number: decoration only. */}
        <span aria-hidden className="absolute right-5 top-3 font-display text-5xl font-extrabold text-ink/10">
          {String(index + 1).padStart(2, '0')}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-xl font-extrabold leading-tight text-ink">{collection.name}</h2>
        <p className="text-sm leading-relaxed text-ink-soft">{collection.description}</p>
        <span className="mt-auto pt-2 text-sm font-bold text-zap">
          Explore <span aria-hidden>→</span>
        </span>
      </div>
    </Link>
  );
}

export function SubcollectionCard({ subcollection }: { subcollection: Subcollection }) {
  return (
    <Link
      to={`/collections/${subcollection.parentId}/${subcollection.id}`}
      className="group flex h-full items-center gap-4 rounded-card bg-surface p-4 shadow-card transition hover:-translate-y-1 hover:shadow-pop"
    >
      <ProductImage
        src={subcollection.imageUrl}
        alt={`${subcollection.name} logo`}
        className="size-20 shrink-0 rounded-2xl bg-line/60 object-contain p-2"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="text-lg font-extrabold leading-tight text-ink">{subcollection.name}</h3>
        <p className="line-clamp-3 text-sm leading-relaxed text-ink-soft">{subcollection.description}</p>
      </div>
    </Link>
  );
}

/** A category an admin added: like a collection card, with its image where the emoji would be. */
export function CustomCategoryCard({ category, index }: { category: Category; index: number }) {
  return (
    <Link
      to={`/collections/${encodeURIComponent(category._id)}`}
      className="group flex h-full flex-col overflow-hidden rounded-card bg-surface shadow-card transition hover:-translate-y-1 hover:shadow-pop"
    >
      <div className={cn('relative flex h-28 items-center px-5', collectionTint(index))}>
        {category.imageUrl ? (
          <ProductImage
            src={category.imageUrl}
            alt=""
            className="size-20 rounded-2xl object-cover shadow-card transition duration-300 group-hover:-rotate-6 group-hover:scale-105"
          />
        ) : (
          <span aria-hidden className="text-6xl">
            🛍️
          </span>
        )}
        <span aria-hidden className="absolute right-5 top-3 font-display text-5xl font-extrabold text-ink/10">
          {String(index + 1).padStart(2, '0')}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-xl font-extrabold leading-tight text-ink">{category.name}</h2>
        <p className="text-sm leading-relaxed text-ink-soft">{category.description}</p>
        <span className="mt-auto pt-2 text-sm font-bold text-zap">
          Explore <span aria-hidden>→</span>
        </span>
      </div>
    </Link>
  );
}
