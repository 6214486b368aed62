import type { ReactNode } from 'react';

/** One card of the settings page: a heading (the section's landmark name), a line on what it does, its controls. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  const headingId = `settings-${id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-extrabold text-ink">
          {title}
        </h2>
        {description && <p className="text-ink-soft">{description}</p>}
      </div>
      {children}
    </section>
  );
}
