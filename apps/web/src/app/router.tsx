import { PAGE_IDS, PAGES } from '@dd/contracts';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { NotFoundScreen, screenComponent } from './page-screens';

/** One route per page of the page table (packages/contracts, pages.ts), each showing its screen. */
const ROUTES = PAGE_IDS.map((id) => ({ id, path: PAGES[id].path, Screen: screenComponent(PAGES[id].screen) }));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {ROUTES.map(({ id, path, Screen }) => (
          <Route key={id} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
