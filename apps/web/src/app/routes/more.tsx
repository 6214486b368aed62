import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { ADMIN_PATHS, GAME_PATHS } from './more-paths';

/*
 * Every page the router's table in the first load does not name: the admin screens, the games, the test page
 * and "not found", behind one lazy route (the home page's initial JavaScript has a 100 KB budget, and each path
 * listed there costs it bytes). The admin and game screens load their own chunks on demand from here.
 */
const AdminPages = lazy(() => import('./admin'));
const GamePages = lazy(() => import('./games'));
const TestPage = lazy(() => import('../../features/pages/test-page'));
const NotFoundPage = lazy(() => import('../../features/pages/not-found-page'));

export default function MorePages() {
  return (
    <Routes>
      {ADMIN_PATHS.map((path) => (
        <Route key={path} path={path} element={<AdminPages />} />
      ))}
      {GAME_PATHS.map((path) => (
        <Route key={path} path={path} element={<GamePages />} />
      ))}
      <Route path="test/:id" element={<TestPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
