import { lazy } from 'react';
import { Route, Routes } from 'react-router';

/*
 * The forum's screens behind one lazy import in the app's router (the home page's first load has a 100 KB
 * budget, and every lazy route costs it a little); each screen is still its own chunk.
 */
const ForumListPage = lazy(() => import('../../features/forum/forum-list-page'));
const NewThreadPage = lazy(() => import('../../features/forum/new-thread-page'));
const ThreadPage = lazy(() => import('./forum-thread'));
const NotFoundPage = lazy(() => import('../../features/pages/not-found-page'));

export default function ForumPages() {
  return (
    <Routes>
      <Route index element={<ForumListPage />} />
      <Route path="new" element={<NewThreadPage />} />
      <Route path="thread/:threadId" element={<ThreadPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
