import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorScreen } from '../components/error-screen.component';
import { NotFoundScreen } from '../components/not-found-screen.component';
import { PageLoader } from '../components/page-loader.component';
import { RouteErrorBoundary } from '../components/route-error-boundary.component';
import { paths } from '../config/paths';
import { RequireAdmin } from '../features/admin/require-admin.component';
import { BlogListPage } from '../features/blog/blog-list.page';
import { BlogPostPage } from '../features/blog/blog-post.page';
import { TagPage } from '../features/blog/tag.page';
import { HomePage } from '../features/home/home.page';
import { StandalonePage } from '../features/pages/standalone-page.page';
import { SearchPage } from '../features/search';
import { SharedPostPage } from '../features/share/shared-post.page';
import { StoriesPage } from '../features/stories/stories.page';
import { StoryPage } from '../features/stories/story.page';
import { AppLayout } from './layout/app-layout.component';

type DashboardChunk = typeof import('./dashboard.chunk');

/** The dashboard's chunk once it has arrived (boot.ts asks for it early when an admin screen is opened). */
let dashboardChunk: DashboardChunk | undefined;
const loadDashboardChunk = async () => (dashboardChunk = await import('./dashboard.chunk'));
/**
 * Opened on an admin screen, boot.ts has asked for the chunk already: it is noted here as soon as it
 * is in (main.tsx then starts the screen's data). A chunk that fails to arrive is the screen's own
 * lazy load to report (the route's error boundary), not this early one's.
 */
export const dashboardChunkOnOpen = /^\/dashboard(\/|$)/.test(window.location.pathname) ? loadDashboardChunk().catch(() => undefined) : undefined;

/**
 * A screen of the dashboard's chunk: lazy until the chunk has arrived, then drawn at once. A lazy
 * component suspends on its first render even when its chunk is there, and React reveals a
 * suspended screen at most every 300 ms: the layout and the page inside it, each lazy, cost a
 * cold open of the posts list 300 ms of waiting on nothing.
 */
function fromDashboardChunk(name: keyof DashboardChunk) {
  const Lazy = lazy(async () => ({ default: (await loadDashboardChunk())[name] as ComponentType }));
  function DashboardScreen() {
    const Screen = (dashboardChunk?.[name] as ComponentType | undefined) ?? Lazy;
    return <Screen />;
  }
  DashboardScreen.displayName = `Dashboard(${name})`;
  return DashboardScreen;
}

const DashboardLayout = fromDashboardChunk('DashboardLayout');
const OverviewPage = fromDashboardChunk('OverviewPage');
const PostsListPage = fromDashboardChunk('PostsListPage');
const PostPreviewPage = fromDashboardChunk('PostPreviewPage');
const ImageLibraryPage = fromDashboardChunk('ImageLibraryPage');
const SubscribersPage = fromDashboardChunk('SubscribersPage');
const SettingsPage = fromDashboardChunk('SettingsPage');
const ImportExportPage = fromDashboardChunk('ImportExportPage');
const PostEditorPage = lazy(async () => ({
  default: (await import('../features/posts/post-editor.page')).PostEditorPage,
}));
// The sign-in screen is for the author alone: readers never download it.
const AdminLoginPage = lazy(async () => ({
  default: (await import('../features/admin/admin-login.page')).AdminLoginPage,
}));

function suspended(node: ReactNode) {
  return <Suspense fallback={<PageLoader />}>{node}</Suspense>;
}

function adminOnly(node: ReactNode) {
  return <RequireAdmin>{suspended(node)}</RequireAdmin>;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      // Only reached when the chrome itself fails, so it renders without it.
      <RouteErrorBoundary
        fallback={
          <main id="main-content" className="main">
            <ErrorScreen />
          </main>
        }
      >
        <AppLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // Pathless so that a page's error renders inside the chrome instead of replacing it.
        element: (
          <RouteErrorBoundary fallback={<ErrorScreen />}>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <HomePage /> },
          { path: paths.blog.path, element: <BlogListPage /> },
          { path: paths.blogPost.path, element: <BlogPostPage /> },
          { path: paths.stories.path, element: <StoriesPage /> },
          { path: paths.story.path, element: <StoryPage /> },
          { path: paths.tag.path, element: <TagPage /> },
          { path: paths.search.path, element: <SearchPage /> },
          { path: paths.adminLogin.path, element: suspended(<AdminLoginPage />) },
          { path: paths.postsShortcut.path, element: <Navigate to={paths.dashboard.posts.href()} replace /> },
          { path: paths.postPreview.path, element: adminOnly(<PostPreviewPage />) },
          {
            path: paths.dashboard.root.path,
            element: <RouteErrorBoundary fallback={<ErrorScreen />}>{adminOnly(<DashboardLayout />)}</RouteErrorBoundary>,
            children: [
              { index: true, element: suspended(<OverviewPage />) },
              { path: paths.dashboard.posts.path, element: suspended(<PostsListPage />) },
              { path: paths.dashboard.newPost.path, element: suspended(<PostEditorPage />) },
              { path: paths.dashboard.editPost.path, element: suspended(<PostEditorPage />) },
              { path: paths.dashboard.images.path, element: suspended(<ImageLibraryPage />) },
              { path: paths.dashboard.subscribers.path, element: suspended(<SubscribersPage />) },
              { path: paths.dashboard.settings.path, element: suspended(<SettingsPage />) },
              { path: paths.dashboard.importExport.path, element: suspended(<ImportExportPage />) },
              { path: paths.notFound.path, element: <NotFoundScreen /> },
            ],
          },
          { path: paths.shared.path, element: <SharedPostPage /> },
          { path: paths.page.path, element: <StandalonePage /> },
          { path: paths.notFound.path, element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

/** The declarative router: the data router's extra code would put the public pages over their JavaScript budget. */
export function AppRoutes() {
  return useRoutes(routes);
}
