import { Outlet } from 'react-router';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
