import { formatCount, href, type AdminUser } from '@dd/contracts';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../lib/use-session';
import { Button } from '../../components/button';
import { AdminLayout } from '../../components/admin/admin-layout';
import { parsePage } from './admin-format';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { InlineError, Panel, Pill, SearchBox } from '../../components/admin/admin-ui';
import { useAdminUsers, useSetAdmin } from './api';
import { PagedResults } from './paged-results';

/** The table's columns, in UserRow's order; a number column is right-aligned. */
const COLUMNS = [
  { label: 'User', numeric: false },
  { label: 'E-mail', numeric: false },
  { label: 'Points', numeric: true },
  { label: 'Joined', numeric: false },
  { label: 'Admin', numeric: false },
];

/** /admin-users: search members, see their points, grant or remove admin rights (never your own). */
export default function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = parsePage(params.get('page'));
  const users = useAdminUsers(q, page);
  const { user: me } = useSession();
  const setAdmin = useSetAdmin();

  const search = useCallback((next: string) => setParams(next ? { q: next } : {}, { replace: true }), [setParams]);
  const goTo = (next: number) => setParams({ ...(q ? { q } : {}), page: String(next) });

  return (
    <AdminLayout title="Users" subtitle="Search members, see their points and manage admin rights.">
      <Panel>
        <SearchBox label="Search users" placeholder="Username, e-mail or display name" value={q} onSearch={search} />
        <InlineError error={setAdmin.error} fallback="Could not change admin rights." />
        <PagedResults
          query={users}
          rows={(data) => data.users}
          noun={['user', 'users']}
          failed="Could not load users."
          empty={q ? `No users match “${q}”.` : 'No users yet.'}
          onPage={goTo}
        >
          {(data) => (
            <div className="overflow-hidden rounded-2xl border border-line" aria-busy={users.isFetching}>
              <table className="w-full border-collapse text-left">
                <thead className="hidden bg-paper text-xs font-bold uppercase tracking-wide text-muted md:table-header-group">
                  <tr>
                    {COLUMNS.map(({ label, numeric }) => (
                      <th key={label} scope="col" className={cn('px-4 py-3', numeric && 'text-right')}>
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.users.map((user) => (
                    <UserRow
                      key={user.id}
                      user={user}
                      isMe={me !== null && String(me.id) === String(user.id)}
                      busy={setAdmin.isPending && setAdmin.variables.id === user.id}
                      onChange={(isAdmin) => setAdmin.mutate({ id: user.id, isAdmin })}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </PagedResults>
      </Panel>
    </AdminLayout>
  );
}

function UserRow({
  user,
  isMe,
  busy,
  onChange,
}: {
  user: AdminUser;
  isMe: boolean;
  busy: boolean;
  onChange: (isAdmin: boolean) => void;
}) {
  const name = user.display_name?.trim() || user.username;
  return (
    <tr
      data-testid="admin-user-row"
      className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-line px-4 py-4 first:border-t-0 md:table-row md:p-0 md:first:border-t md:[&>td]:px-4 md:[&>td]:py-3"
    >
      <td className="min-w-0">
        <Link
          to={href('userProfile', { id: user.id })}
          className="font-bold text-ink underline-offset-2 hover:underline"
        >
          {name}
        </Link>
        {user.display_name?.trim() ? <span className="block text-sm text-muted">@{user.username}</span> : null}
      </td>
      <td className="col-span-2 min-w-0 break-all text-sm text-ink-soft md:col-span-1 md:break-normal">{user.email}</td>
      <td className="col-start-2 row-start-1 text-right md:col-auto md:row-auto">
        <span className="font-display text-lg font-extrabold text-ink">{formatCount(user.points)}</span>
        <span className="ml-1 text-xs font-bold text-muted md:hidden">pts</span>
      </td>
      <td className="text-sm text-ink-soft">
        <span className="md:hidden">Joined </span>
        {formatDate(user.created_at)}
      </td>
      <td className="col-span-2 mt-2 md:col-span-1 md:mt-0">
        <div className="flex flex-wrap items-center gap-2">
          {user.is_admin ? <Pill tone="hot">Admin</Pill> : <Pill tone="quiet">Member</Pill>}
          {isMe ? (
            <span className="text-sm font-bold text-muted">That’s you</span>
          ) : (
            <Button
              size="sm"
              variant={user.is_admin ? 'ghost' : 'secondary'}
              className={user.is_admin ? 'text-danger' : undefined}
              disabled={busy}
              aria-label={`${user.is_admin ? 'Remove admin' : 'Make admin'} (${user.username})`}
              onClick={() => onChange(!user.is_admin)}
            >
              {busy ? 'Saving...' : user.is_admin ? 'Remove admin' : 'Make admin'}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
