import { AdminLayout } from './admin-layout';

export default function Page() {
  return <AdminLayout title="admin-dashboard-page">{null}</AdminLayout>;
}
