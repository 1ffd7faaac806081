/*
 * The page's only script. A page the server rendered (an article, a list) is complete and readable
 * without JavaScript: the app, about 115 kB compressed, is fetched once the page has loaded, so that
 * it never competes with the text and the first cover for the network or the processor. Its first
 * render draws the same markup from the data the server left in the page (initial-data.ts), so the
 * hand-over changes nothing on screen. An empty shell (the admin screens) starts the app at once.
 */
import './app.css';
import './chrome.css';

const start = () => void import('./main');
const serverRendered = Boolean(document.getElementById('root')?.firstElementChild);

if (!serverRendered || document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
