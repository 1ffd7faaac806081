/**
 * Every route of the SPA in one place: `path` is the router pattern, `href` builds a link.
 * Dashboard children carry a relative `path` because they are nested under `/dashboard`.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  blog: { path: '/blog', href: (page = 1) => (page > 1 ? `/blog?page=${page}` : '/blog') },
  blogPost: { path: '/blog/:slug', href: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  stories: {
    path: '/stories',
    /** With a tag: the stories browser filtered by it. */
    href: (tag?: string) => (tag ? `/stories?tag=${encodeURIComponent(tag)}` : '/stories'),
    /** The stories browser at a page of a search and a tag, parameters in the order the server writes them. */
    filtered: ({ q, tag, page }: { q?: string; tag?: string; page?: number }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (tag) params.set('tag', tag);
      if (page && page > 1) params.set('page', String(page));
      const search = params.toString();
      return search ? `/stories?${search}` : '/stories';
    },
  },
  story: { path: '/stories/:slug', href: (slug: string) => `/stories/${encodeURIComponent(slug)}` },
  /** A tag's page, by the tag's slug (lib/tag-slug.ts), paged as the blog is. */
  tag: {
    path: '/tag/:slug',
    href: (slug: string, page = 1) => `/tag/${encodeURIComponent(slug)}${page > 1 ? `?page=${page}` : ''}`,
    feed: (slug: string) => `/tag/${encodeURIComponent(slug)}/rss.xml`,
  },
  /** The site's search, at a page of a query's results. */
  search: {
    path: '/search',
    href: (q = '', page = 1) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (page > 1) params.set('page', String(page));
      const search = params.toString();
      return search ? `/search?${search}` : '/search';
    },
  },
  adminLogin: { path: '/admin', href: () => '/admin' },
  postsShortcut: { path: '/posts', href: () => '/posts' },
  postPreview: { path: '/posts/:id/preview', href: (id: string) => `/posts/${encodeURIComponent(id)}/preview` },
  dashboard: {
    root: { path: '/dashboard', href: () => '/dashboard' },
    posts: { path: 'posts', href: () => '/dashboard/posts' },
    newPost: { path: 'posts/new', href: () => '/dashboard/posts/new' },
    editPost: { path: 'posts/:id/edit', href: (id: string) => `/dashboard/posts/${encodeURIComponent(id)}/edit` },
    images: { path: 'images', href: () => '/dashboard/images' },
    subscribers: { path: 'subscribers', href: () => '/dashboard/subscribers' },
    settings: { path: 'settings', href: () => '/dashboard/settings' },
    importExport: { path: 'import-export', href: () => '/dashboard/import-export' },
  },
  shared: { path: '/share/:token', href: (token: string) => `/share/${encodeURIComponent(token)}` },
  /** One of the author's pages (About, Now): any one-segment address the routes above do not take. */
  page: { path: '/:slug', href: (slug: string) => `/${encodeURIComponent(slug)}` },
  notFound: { path: '*' },
} as const;

export function isDashboardPath(pathname: string): boolean {
  return pathname === paths.dashboard.root.path || pathname.startsWith(`${paths.dashboard.root.path}/`);
}
