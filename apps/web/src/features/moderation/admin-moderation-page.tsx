import { AdminLayout } from '../admin/admin-layout';

export default function Page() {
  return <AdminLayout title="Moderation">{null}</AdminLayout>;
}
