import { AdminLayout } from '../admin/admin-layout';

export default function Page() {
  return <AdminLayout title="admin-products-page">{null}</AdminLayout>;
}
