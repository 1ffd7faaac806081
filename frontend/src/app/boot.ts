/*
 * The page's only script. A page the server rendered (an article, a list) is complete and readable
 * without JavaScript: the app, about 105 kB compressed, is fetched once the page has loaded and been
 * painted, when the browser is idle, so that it never competes with the text and the first cover for
 * the network or the processor. Its first render hydrates the same markup from the data the server
 * left in the page (initial-data.ts), so the hand-over changes nothing on screen. An empty shell (the
 * admin screens) starts the app at once.
 */
// The public site's stylesheets, in cascade order (tokens first, the reduced-motion override last).
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import '../features/home/home.css';
import './styles/reading.css';
import '../features/stories/stories.css';
import '../features/search/search.css';
import './styles/prose.css';
import './styles/controls.css';
import './styles/footer.css';
import './styles/motion.css';
import './chrome.css';
import './prose-features.css';
import './embeds.css';

/**
 * The app is set up in three tasks, not one: the store (Redux Toolkit, RTK Query and the API
 * endpoints), then the routes and pages (React Router), then React DOM and the first render. On a
 * slow phone one long task of all of them would keep a tap waiting for a third of a second.
 */
async function start() {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  await import('./store');
  await nextTask();
  await import('./router');
  await nextTask();
  await import('./main');
}

/** After the next frame has been painted, once the browser has nothing more urgent to do (at most a second later). */
function whenPaintedAndIdle(run: () => void) {
  requestAnimationFrame(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 50);
  });
}

const serverRendered = Boolean(document.getElementById('root')?.firstElementChild);

/**
 * An empty shell has nothing on screen to tap: its app is fetched in one go (its chunks side by side,
 * not one after another), and an admin screen's chunk alongside it rather than once the admin check
 * has answered (the router's `/dashboard` routes: paths.dashboard).
 */
function startShell() {
  // A failure here is reported by the screen's own load of the chunk.
  if (/^\/dashboard(\/|$)/.test(window.location.pathname)) import('./dashboard.chunk').catch(() => {});
  void import('./main');
}

if (!serverRendered) startShell();
else if (document.readyState === 'complete') whenPaintedAndIdle(() => void start());
else window.addEventListener('load', () => whenPaintedAndIdle(() => void start()), { once: true });
