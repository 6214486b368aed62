import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout';

/*
 * Declarative routes with React.lazy: each screen is its own chunk, and the data router's code
 * stays out of the first load (the home page's initial JavaScript has a 100 KB gzip budget).
 * A screen that shows other features' widgets is composed in routes/; the others are the feature's page.
 */
const HomePage = lazy(() => import('./routes/home'));
const ProductPage = lazy(() => import('./routes/product'));
const CollectionsPage = lazy(() => import('../features/catalog/collections-page'));
const CollectionPage = lazy(() => import('../features/catalog/collection-page'));
const SubcollectionPage = lazy(() => import('../features/catalog/subcollection-page'));
const DropsPage = lazy(() => import('./routes/drops'));
const SearchPage = lazy(() => import('../features/catalog/search-page'));
const BlogListPage = lazy(() => import('../features/blog/blog-list-page'));
const BlogPostPage = lazy(() => import('../features/blog/blog-post-page'));
const AboutPage = lazy(() => import('../features/pages/about-page'));
const TermsPage = lazy(() => import('../features/pages/terms-page'));
const PrivacyPage = lazy(() => import('../features/pages/privacy-page'));
const SubmitPage = lazy(() => import('../features/submit/submit-page'));
const UnsubscribePage = lazy(() => import('../features/newsletter/unsubscribe-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const RegisterPage = lazy(() => import('../features/auth/register-page'));
const RewardsPage = lazy(() => import('../features/rewards/rewards-page'));
const WishlistPage = lazy(() => import('../features/wishlist/wishlist-page'));
const SharedWishlistPage = lazy(() => import('../features/wishlist/shared-wishlist-page'));
const ProfilePage = lazy(() => import('./routes/profile'));
const UserProfilePage = lazy(() => import('./routes/user-profile'));
const ForumPages = lazy(() => import('./routes/forum'));
/**
 * The admin screens, the games, the test page and "not found": one lazy route whose own table lists their
 * paths (./routes/more.tsx). A new page of those kinds goes there, never here: the first load has no bytes left.
 */
const MorePages = lazy(() => import('./routes/more'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="product/:id" element={<ProductPage />} />
        <Route path="collections" element={<CollectionsPage />} />
        <Route path="collections/:category" element={<CollectionPage />} />
        <Route path="collections/:category/:subcollection" element={<SubcollectionPage />} />
        <Route path="drops" element={<DropsPage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="submit" element={<SubmitPage />} />
        <Route path="unsubscribe" element={<UnsubscribePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="rewards" element={<RewardsPage />} />
        <Route path="wishlist" element={<WishlistPage />} />
        <Route path="wishlist/share/:slug" element={<SharedWishlistPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="user/:id" element={<UserProfilePage />} />
        <Route path="forum/*" element={<ForumPages />} />
        <Route path="*" element={<MorePages />} />
      </Route>
    </Routes>
  );
}
