/** Everything behind the admin gate except the editor: one lazy chunk the public pages never download. */
export { DashboardLayout } from '../features/dashboard/dashboard-layout.component';
export { OverviewPage } from '../features/dashboard/overview.page';
export { PostsListPage } from '../features/posts/posts-list.page';
export { PostPreviewPage } from '../features/posts/post-preview.page';
export { ImageLibraryPage } from '../features/images/image-library.page';
export { SubscribersPage } from '../features/subscribers/subscribers.page';
export { SettingsPage } from '../features/settings/settings.page';
export { ImportExportPage } from '../features/transfer/import-export.page';
export { prefetchPostsList } from '../features/posts/prefetch-posts-list';
