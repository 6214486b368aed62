import { href, isDeletedMember } from '@dd/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { Avatar } from '../../components/avatar';
import { displayName } from '../../lib/display-name';

interface Author {
  user_id: number;
  username: string;
  display_name: string | null;
  avatar_url: string | null;
}

/**
 * The author's avatar (or fallback) and name, both linking to /user/{id}, with a line of details after it; a deleted
 * member's are not links (there is no profile).
 */
export function AuthorLine({
  author,
  size = 'md',
  children,
  className,
}: {
  author: Author;
  size?: 'sm' | 'md';
  children?: ReactNode;
  className?: string;
}) {
  const name = displayName(author);
  const profile = isDeletedMember(author.username) ? null : href('userProfile', { id: author.user_id });
  const avatar = (
    <Avatar
      url={author.avatar_url}
      name={name}
      seed={author.username || String(author.user_id)}
      alt=""
      className={size === 'sm' ? 'size-9 text-base' : 'size-11 text-lg'}
    />
  );
  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      {profile ? (
        <Link to={profile} tabIndex={-1} aria-hidden className="shrink-0">
          {avatar}
        </Link>
      ) : (
        <span aria-hidden className="shrink-0">
          {avatar}
        </span>
      )}
      <div className="flex min-w-0 flex-col">
        {profile ? (
          <Link to={profile} className="truncate font-bold text-ink underline-offset-2 hover:text-zap hover:underline">
            {name}
          </Link>
        ) : (
          <span className="truncate font-bold text-ink-soft">{name}</span>
        )}
        {children && <div className="text-sm text-muted">{children}</div>}
      </div>
    </div>
  );
}
