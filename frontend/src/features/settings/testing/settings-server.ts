import type { CompressionSettings, MailSettings, SiteIdentitySettings } from '../api';
import { defaultIdentity } from '../../../api/site-identity.api';
import { DEFAULT_NAVIGATION, type Navigation } from '../../../api/navigation.api';
import { COMPRESSION_DEFAULTS } from '../../../testing/compression-defaults';
import { adminServer, jsonResponse } from '../../../testing/render-app';

export interface SettingsServerState {
  comingSoon: boolean;
  settings: CompressionSettings;
  /** When set, the call answers this status with a JSON message instead of working. */
  fail: Partial<Record<'toggle' | 'save' | 'load' | 'hello' | 'healthz' | 'db', number>>;
  /** While set, the health checks wait for it before they answer. */
  holdHealth: Promise<void> | null;
  /** Bodies of every PATCH /api/compression/settings, in order. */
  patches: Partial<CompressionSettings>[];
  /**
   * While true, a PATCH is applied at once (or fails) but answered only when the test calls its
   * release from `heldSaves` (in arrival order): answers can then overlap and come back in any order.
   */
  holdSaves: boolean;
  heldSaves: (() => void)[];
  navigation: Navigation;
  /** Bodies of every PUT /api/navigation, in order. */
  navigationSaves: Navigation[];
  /** When set, PUT /api/navigation answers 400 with these messages, as the server names fields (`primary.1.url must …`). */
  refuseNavigation: string[] | null;
  mail: MailSettings;
  /** Bodies of every POST /api/mail/test, in order. */
  mailTests: { to?: string }[];
  /** When set, POST /api/mail/test answers this status and message. */
  refuseMailTest: { status: number; message: string } | null;
  /** Settings → System: the posts the admin API counts ('fail': it answers 500). */
  posts: number | 'fail';
  /** Rows the database holds, when it differs from `posts`. */
  databasePosts?: number;
  /** Whether the server has the debug endpoint (absent in production). */
  debug: 'present' | 'absent';
  /** What Settings → Site shows as set (null: the first value). */
  identity: SiteIdentitySettings;
  /** Bodies of every PATCH /api/site/settings, in order. */
  identitySaves: Record<string, unknown>[];
  /** When set, PATCH /api/site/settings answers 400 with these messages, as the server names fields. */
  refuseIdentity: string[] | null;
}

export const IDENTITY_NOTHING_SET: SiteIdentitySettings = {
  title: null,
  description: null,
  logo: null,
  icon: null,
  accent_color: null,
  accent_color_dark: null,
  home_heading: null,
  home_introduction: null,
  home_cards: true,
  author_name: null,
  author_bio: null,
  author_avatar: null,
  author_links: [],
  footer_text: null,
  language: null,
  time_zone: null,
};

function failure(status: number, message: string): Response {
  return jsonResponse({ statusCode: status, message }, status);
}

/** The settings screen's API over mutable state, on top of the admin server (token 'secret-token'). */
export function settingsServer(initial: Partial<SettingsServerState> = {}) {
  const state: SettingsServerState = {
    comingSoon: false,
    settings: { ...COMPRESSION_DEFAULTS },
    fail: {},
    holdHealth: null,
    patches: [],
    holdSaves: false,
    heldSaves: [],
    navigation: DEFAULT_NAVIGATION,
    navigationSaves: [],
    refuseNavigation: null,
    mail: { transport: 'outbox', from: '"Folio" <author@example.com>', dkim: false, outbox_dir: '/srv/folio/data/outbox' },
    mailTests: [],
    refuseMailTest: null,
    posts: 8,
    debug: 'present',
    identity: IDENTITY_NOTHING_SET,
    identitySaves: [],
    refuseIdentity: null,
    ...initial,
  };
  const held = () =>
    state.holdSaves ? new Promise<void>((resolve) => state.heldSaves.push(resolve)) : Promise.resolve();
  const admin = adminServer();
  const handler = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    const { fail } = state;
    if (path === '/api/admin/coming-soon') {
      if (request.method === 'POST') {
        if (fail.toggle) return failure(fail.toggle, 'The database is unreachable');
        state.comingSoon = ((await request.json()) as { enabled: boolean }).enabled;
      }
      return jsonResponse({ enabled: state.comingSoon });
    }
    if (path === '/api/compression/settings') {
      if (request.method === 'PATCH') {
        const patch = (await request.json()) as Partial<CompressionSettings>;
        state.patches.push(patch);
        if (fail.save) {
          await held();
          return failure(fail.save, 'size_threshold_kb must be a multiple of 50');
        }
        state.settings = { ...state.settings, ...patch };
        // The answer is the state as this request left it, whenever it is sent.
        const answer = jsonResponse(state.settings);
        await held();
        return answer;
      }
      if (fail.load) return failure(fail.load, 'The database is unreachable');
      return jsonResponse(state.settings);
    }
    if (path === '/api/navigation') {
      if (request.method === 'PUT') {
        const body = (await request.json()) as Navigation;
        state.navigationSaves.push(body);
        if (state.refuseNavigation) return jsonResponse({ statusCode: 400, message: state.refuseNavigation, error: 'Bad Request' }, 400);
        const trimmed = (list: Navigation['primary']) => list.map(({ label, url }) => ({ label: label.trim(), url }));
        state.navigation = { primary: trimmed(body.primary), footer: trimmed(body.footer) };
      }
      return jsonResponse(state.navigation);
    }
    if (path === '/api/site/settings') {
      if (request.method === 'PATCH') {
        const body = (await request.json()) as Record<string, unknown>;
        state.identitySaves.push(body);
        if (state.refuseIdentity) return jsonResponse({ statusCode: 400, message: state.refuseIdentity, error: 'Bad Request' }, 400);
        state.identity = { ...state.identity, ...(body as Partial<SiteIdentitySettings>) };
      }
      return jsonResponse(state.identity);
    }
    if (path === '/api/site') return jsonResponse({ ...defaultIdentity('Folio'), ...Object.fromEntries(Object.entries(state.identity).filter(([, value]) => value !== null)) });
    if (path === '/api/mail') return jsonResponse(state.mail);
    // Settings → API keys is tried for real in the browser (frontend/e2e/api-keys.e2e.ts); here it is only an empty list.
    if (path === '/api/api-keys' && request.method === 'GET') return jsonResponse({ items: [], total: 0 });
    if (path === '/api/mail/test' && request.method === 'POST') {
      const body = (await request.json()) as { to?: string };
      state.mailTests.push(body);
      if (state.refuseMailTest) return failure(state.refuseMailTest.status, state.refuseMailTest.message);
      return jsonResponse({ to: body.to ?? 'author@example.com', transport: state.mail.transport, message_id: '<test-1@example.com>' });
    }
    if (path === '/api/posts' && request.method === 'GET') {
      if (state.posts === 'fail') return failure(500, 'Internal server error');
      return jsonResponse({ items: [], total: state.posts, page: 1, limit: 1 });
    }
    if (path.startsWith('/api/posts/') && request.method === 'DELETE') {
      if (typeof state.posts === 'number') state.posts -= 1;
      return new Response(null, { status: 204 });
    }
    if (path === '/__debug/db') {
      if (state.debug === 'absent') return failure(404, 'Debug endpoints are off in production');
      const posts = state.databasePosts ?? (typeof state.posts === 'number' ? state.posts : 0);
      return jsonResponse({ provider: 'embedded-postgres', hostMasked: '127***0.1', dbName: 'folio', counts: { posts } });
    }
    if (path === '/api/hello') {
      return fail.hello ? failure(fail.hello, 'Hello is broken') : jsonResponse({ ok: true, message: 'Hello from Folio' });
    }
    if ((path === '/healthz' || path === '/api/db/health') && state.holdHealth) await state.holdHealth;
    if (path === '/healthz') return fail.healthz ? failure(fail.healthz, 'down') : jsonResponse({ ok: true, uptime: 3725 });
    if (path === '/api/db/health') return fail.db ? jsonResponse({ ok: false }, fail.db) : jsonResponse({ ok: true });
    return admin(request);
  };
  return { handler, state };
}
