import { href } from '@dd/contracts';
import type { Category, Collection, Subcollection } from '@dd/contracts';
import { ArrowRight, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '../../components/product-image';
import { cn } from '../../lib/cn';

/** Tints cycle through the accent colours so a grid of cards never looks like a spreadsheet. */
const TINTS = ['bg-hot/12', 'bg-zap/12', 'bg-sun/30', 'bg-mint/15', 'bg-sky/20'] as const;

export function collectionTint(index: number): string {
  return TINTS[index % TINTS.length] ?? TINTS[0];
}

/**
 * A collection on /collections: a dense row on phones (15 of them fit a few screens), a magazine card with
 * its issue number from 640px.
 */
export function CollectionCard({ collection, index }: { collection: Collection; index: number }) {
  return (
    <CardFrame
      to={href('collection', { category: collection.id })}
      index={index}
      name={collection.name}
      description={collection.description}
    >
      <span
        aria-hidden
        className="text-4xl transition duration-300 group-hover:-rotate-12 group-hover:scale-110 sm:text-6xl"
      >
        {collection.emoji}
      </span>
    </CardFrame>
  );
}

/** The shared frame of collection and category cards: tinted art, the name, the description. */
function CardFrame({
  to,
  index,
  name,
  description,
  children,
}: {
  to: string;
  index: number;
  name: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="group flex h-full items-center gap-3 overflow-hidden rounded-card bg-surface p-2 shadow-card transition hover:-translate-y-1 hover:shadow-pop sm:flex-col sm:items-stretch sm:gap-0 sm:p-0"
    >
      <div
        className={cn(
          'relative flex size-18 shrink-0 items-center justify-center rounded-2xl sm:h-24 sm:w-auto sm:justify-start sm:rounded-none sm:px-5',
          collectionTint(index),
        )}
      >
        {children}
        {/* Magazine-style issue number: decoration only. */}
        <span
          aria-hidden
          className="absolute right-5 top-2 hidden font-display text-5xl font-extrabold text-ink/50 sm:block"
        >
          {String(index + 1).padStart(2, '0')}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 py-1 pr-1 sm:gap-2 sm:p-5">
        <h2 className="text-lg font-extrabold leading-tight text-ink sm:text-xl">{name}</h2>
        <p className="line-clamp-2 text-sm leading-snug text-ink-soft sm:line-clamp-none sm:leading-relaxed">
          {description}
        </p>
        <span className="mt-auto hidden items-center gap-1 pt-2 text-sm font-bold text-zap sm:inline-flex">
          Explore <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-0.5" />
        </span>
      </div>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted sm:hidden" />
    </Link>
  );
}

export function SubcollectionCard({ subcollection }: { subcollection: Subcollection }) {
  return (
    <Link
      to={href('subcollection', { category: subcollection.parentId, subcollection: subcollection.id })}
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
    <CardFrame
      to={href('collection', { category: category._id })}
      index={index}
      name={category.name}
      description={category.description}
    >
      {category.imageUrl ? (
        <ProductImage
          src={category.imageUrl}
          alt=""
          className="size-14 rounded-2xl object-cover shadow-card transition duration-300 group-hover:-rotate-6 group-hover:scale-105 sm:size-18"
        />
      ) : (
        <span aria-hidden className="text-4xl sm:text-6xl">
          🛍️
        </span>
      )}
    </CardFrame>
  );
}
