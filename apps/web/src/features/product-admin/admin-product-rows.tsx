import { formatPrice, href, type AdminListProduct } from '@dd/contracts';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { ProductImage } from '../../components/product-image';
import { SourceBadge } from '../../components/source-badge';
import { cn } from '../../lib/cn';
import { canRefresh, formatLastUpdated, rowCategories, rowPrice } from './admin-product-list';
import { AdminNotice } from './admin-notice';

/** What happened to one row (its refresh, or a failed delete), shown under it. */
export interface RowNote {
  kind: 'success' | 'error';
  message: string;
  detail?: string | null;
}

interface AdminProductRowsProps {
  rows: AdminListProduct[];
  categoryNames: ReadonlyMap<string, string>;
  editingId: string | null;
  busyId: string | null;
  notes: Readonly<Record<string, RowNote>>;
  onEdit: (row: AdminListProduct) => void;
  onDelete: (row: AdminListProduct) => void;
  onRefresh: (row: AdminListProduct) => void;
}

/** The product list as cards: stacked on a phone, one line of columns from the tablet width up. */
export function AdminProductRows({ rows, categoryNames, editingId, busyId, notes, ...actions }: AdminProductRowsProps) {
  return (
    <ul aria-label="Products" className="flex flex-col gap-3">
      {rows.map((row) => {
        const note = notes[row.id];
        const categories = rowCategories(row);
        const busy = busyId === row.id;
        return (
          <li
            key={row.id}
            data-product-id={row.id}
            className={cn(
              'flex flex-col gap-4 rounded-card border-2 bg-surface p-4 shadow-card lg:grid lg:grid-cols-[5rem_minmax(0,1fr)_14rem_17rem] lg:items-center lg:gap-x-5',
              editingId === row.id ? 'border-zap' : 'border-transparent',
            )}
          >
            <div className="flex items-start gap-4 lg:contents">
              <ProductImage
                src={row.imageUrl}
                alt=""
                className="size-20 shrink-0 rounded-2xl bg-paper object-contain p-1"
              />
              <div className="flex min-w-0 flex-col gap-1.5">
                <h3 className="text-lg leading-snug font-bold text-ink">
                  <Link to={href('product', { id: row.id })} className="hover:text-hot-dark hover:underline">
                    {row.title}
                  </Link>
                </h3>
                <p className="font-mono text-xs break-all text-muted">
                  ID {row.id}
                  {row.asin ? ` · ASIN ${row.asin}` : ''}
                </p>
                <div className="flex flex-wrap items-center gap-1.5">
                  <SourceBadge source={row.source} />
                  {categories.map((c) => (
                    <span key={c} className="rounded-pill bg-line px-2.5 py-0.5 text-xs font-bold text-ink-soft">
                      {categoryNames.get(c) ?? c}
                    </span>
                  ))}
                </div>
              </div>
            </div>

            <dl className="grid grid-cols-3 gap-2 text-sm lg:grid-cols-1 lg:gap-1">
              <Fact label="Price">
                <span className="font-display font-extrabold text-ink">{formatPrice(rowPrice(row))}</span>
              </Fact>
              <Fact label="Availability">{row.availability ?? 'Unknown'}</Fact>
              <Fact label="Last updated">{formatLastUpdated(row.lastUpdated)}</Fact>
            </dl>

            <div className="flex gap-2">
              <RowButton verb="Edit" product={row.title} variant="secondary" onClick={() => actions.onEdit(row)}>
                Edit
              </RowButton>
              {canRefresh(row) && (
                <RowButton
                  verb="Refresh"
                  product={row.title}
                  variant="ghost"
                  onClick={() => actions.onRefresh(row)}
                  disabled={busy}
                  className="border-2 border-line"
                >
                  {busy ? 'Refreshing...' : 'Refresh'}
                </RowButton>
              )}
              <RowButton
                verb="Delete"
                product={row.title}
                variant="ghost"
                onClick={() => actions.onDelete(row)}
                className="border-2 border-danger/30 text-danger hover:bg-danger/5"
              >
                Delete
              </RowButton>
            </div>

            {note && <AdminNotice note={note} className="py-2 text-sm lg:col-span-4" />}
          </li>
        );
      })}
    </ul>
  );
}

/** A row's button, named with its product for screen readers ("Edit Mug"); full width on a phone. */
function RowButton({
  verb,
  product,
  className,
  ...button
}: ComponentProps<typeof Button> & { verb: string; product: string }) {
  return (
    <Button size="sm" aria-label={`${verb} ${product}`} className={cn('flex-1 lg:flex-none', className)} {...button} />
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col lg:grid lg:grid-cols-[6.5rem_minmax(0,1fr)] lg:gap-2">
      <dt className="text-xs font-bold tracking-wide text-muted uppercase lg:pt-0.5">{label}</dt>
      <dd className="break-words text-ink-soft">{children}</dd>
    </div>
  );
}
