import { href, type AdminStats } from '@dd/contracts';
import { ButtonLink } from '../../components/button';
import { StateMessage } from '../../components/state-message';
import { AdminLayout } from '../../components/admin/admin-layout';
import { QueryState } from '../../components/query-state';
import { errorMessage } from '../../lib/api-client';
import { Panel, StatCard } from '../../components/admin/admin-ui';
import { useAdminStats } from './api';
import { LazyClicksChart } from './lazy-clicks-chart';

/** The figures' cards, each linking to the screen that lists what it counts. */
const figuresOf = (data: AdminStats) => [
  { emoji: '🛍️', label: 'Products', value: data.products, to: href('productAdmin') },
  { emoji: '🙋', label: 'Users', value: data.users, to: href('adminUsers') },
  { emoji: '💌', label: 'Subscribers', value: data.subscribers, to: href('adminSubscribers') },
  { emoji: '🖱️', label: 'Clicks (30 days)', value: data.clicksLast30Days, to: href('adminClicks') },
  { emoji: '🚩', label: 'Open reports', value: data.openReports, to: href('adminModeration') },
  { emoji: '💡', label: 'Pending suggestions', value: data.pendingSuggestions, to: href('adminSuggestions') },
];

/** /admin-dashboard: the site's figures at a glance and the clicks of the last 30 days. */
export default function AdminDashboardPage() {
  const stats = useAdminStats();
  const data = stats.data;
  return (
    <AdminLayout title="Dashboard" subtitle="How the site is doing, at a glance.">
      {data ? (
        <>
          <ul aria-label="Figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {figuresOf(data).map((figure) => (
              <li key={figure.label}>
                <StatCard {...figure} />
              </li>
            ))}
          </ul>
          <Panel
            title="Clicks per day (last 30 days)"
            actions={
              <ButtonLink to={href('adminClicks')} variant="secondary" size="sm">
                Full report
              </ButtonLink>
            }
          >
            {data.clicksLast30Days === 0 ? (
              <StateMessage kind="empty" title="No clicks in the last 30 days yet." className="py-8" />
            ) : (
              <LazyClicksChart days={data.clicksPerDay} />
            )}
          </Panel>
        </>
      ) : (
        <QueryState
          query={stats}
          loading="Loading the dashboard..."
          error={(error) => errorMessage(error, 'Could not load the dashboard.')}
        />
      )}
    </AdminLayout>
  );
}
