import { Link } from 'react-router';
import { categoryLinks } from './category-links';

/** Collections and subcollections as chips linking to them (a product's, or the search page's suggestions). */
export function CategoryChips({ categories, label }: { categories: readonly string[]; label?: string }) {
  const links = categoryLinks(categories);
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {links.map((l) => (
        <li key={l.id}>
          <Link
            to={l.to}
            className="inline-flex min-h-11 items-center gap-2 rounded-pill border-2 border-line bg-surface px-4 text-sm font-bold text-ink transition hover:border-zap hover:text-zap"
          >
            <span aria-hidden>{l.emoji}</span>
            {l.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
