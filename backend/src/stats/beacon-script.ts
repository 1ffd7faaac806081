import { inlineScript } from '../common/http/inline-script.js';

/** Where the beacon reports a view (StatsController). */
export const BEACON_PATH = '/api/stats/view';
/** The admin console's token in localStorage (frontend src/lib/admin-token.ts): its holder is the author, never counted. */
const ADMIN_TOKEN_KEY = 'adminToken';

/**
 * The page-view beacon, in the head of every page (beside the first-tap script). The server counts
 * the page's own request as it answers it (ViewCounter.countPage), so the script reports only what
 * the server cannot see, for a reader never before the page is idle (after load, in an idle callback),
 * and nothing when the reader has Global Privacy Control or Do Not Track on:
 * - a page the server did not see the reader open: prerendered or prefetched (as a search engine's
 *   results ask), whose request the server left out, once the reader is shown it, or shown from the
 *   browser's own cache without asking (Navigation Timing's deliveryType 'cache' with nothing transferred:
 *   a 304 is 'cache' too, but the server saw and counted it);
 * - the app's own navigations (history.pushState, back and forward), as views of their new path;
 *   the same path twice in a row counts once;
 * - in the admin's browser (the admin token in localStorage, whose presence is all it reads), one
 *   take-back (o=1) of the view the server counted for this page whenever it saw it (a 304 included),
 *   sent at once as the script runs, and nothing for the app's navigations. The server takes back only
 *   a view it remembers counting for this browser and path, so the take-back carries no referrer.
 * It writes no storage and no cookie.
 */
const SOURCE =
  '(function(w,d,n,l){' +
  'var at=l.pathname,h=history,push=h.pushState;' +
  // Storage that cannot be read holds no token: the admin console cannot run there either.
  `function own(){try{return w.localStorage.getItem('${ADMIN_TOKEN_KEY}')}catch(e){}}` +
  // A page shown from a prefetch, or from the browser's own cache without asking (nothing transferred): the server did not see
  // it opened. A response the server validated (304) is 'cache' too, but with bytes transferred: the server counted it.
  "function unseen(e,t){try{e=performance.getEntriesByType('navigation')[0];t=e.deliveryType;return t=='cache'?!e.transferSize:t=='navigational-prefetch'}catch(x){}}" +
  `function send(p,r,o){n.globalPrivacyControl||n.doNotTrack=='1'||!n.sendBeacon||n.sendBeacon('${BEACON_PATH}',new URLSearchParams(o?{p:p,o:1}:{p:p,r:r}))}` +
  'function idle(f){(w.requestIdleCallback||setTimeout)(f)}' +
  "function loaded(f){d.readyState=='complete'?idle(f):w.addEventListener('load',function(){idle(f)})}" +
  'function first(){own()||send(at,d.referrer)}' +
  'function nav(){idle(function(){var p=l.pathname;if(p!=at&&!own()){at=p;send(p,"")}})}' +
  "if(d.prerendering)d.addEventListener('prerenderingchange',loaded.bind(0,first));" +
  'else if(unseen())loaded(first);' +
  // The admin's take-back goes at once: "nothing before the page is idle" is for readers.
  'else own()&&send(at,0,1);' +
  "h.pushState=function(){push.apply(h,arguments);nav()};w.addEventListener('popstate',nav)" +
  '})(window,document,navigator,location)';

/** The script for the head of every page, and its CSP source. */
export const BEACON_SCRIPT = inlineScript(SOURCE);
