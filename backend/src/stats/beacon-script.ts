import { inlineScript } from '../common/http/inline-script.js';

/** Where the beacon reports a view (StatsController). */
export const BEACON_PATH = '/api/stats/view';
/** The admin console's token in localStorage (frontend src/lib/admin-token.ts): its holder is the author, never counted. */
const ADMIN_TOKEN_KEY = 'adminToken';

/**
 * The page-view beacon, in the head of every page (beside the first-tap script). The server counts
 * the page's own request as it answers it (ViewCounter.countPage), so the script reports only what
 * the server cannot see, never before the page is idle (after load, in an idle callback), and
 * nothing when the reader has Global Privacy Control or Do Not Track on:
 * - a page the server did not see the reader open: prerendered or prefetched (as a search engine's
 *   results ask), whose request the server left out, once the reader is shown it, or shown from the
 *   browser's own cache without asking (Navigation Timing's deliveryType);
 * - the app's own navigations (history.pushState, back and forward), as views of their new path;
 *   the same path twice in a row counts once;
 * - in the admin's browser (the admin token in localStorage, whose presence is all it reads), one
 *   take-back (o=1) of the view the server just counted for this page, and nothing for the app's
 *   navigations.
 * It writes no storage and no cookie.
 */
const SOURCE =
  '(function(w,d,n,l){' +
  'var last=l.pathname,h=history,push=h.pushState;' +
  // Storage that cannot be read holds no token: the admin console cannot run there either.
  `function own(){try{return w.localStorage.getItem('${ADMIN_TOKEN_KEY}')}catch(e){}}` +
  // Set when the page came from a prefetch or the browser's own cache, without asking the server; empty or unknown otherwise.
  "function unseen(){try{return performance.getEntriesByType('navigation')[0].deliveryType}catch(e){}}" +
  `function send(p,r,o){n.globalPrivacyControl||n.doNotTrack=='1'||!n.sendBeacon||n.sendBeacon('${BEACON_PATH}',new URLSearchParams(o?{p:p,r:r,o:1}:{p:p,r:r}))}` +
  'function idle(f){(w.requestIdleCallback||setTimeout)(f)}' +
  "function loaded(f){d.readyState=='complete'?idle(f):w.addEventListener('load',function(){idle(f)})}" +
  'function first(){own()||send(last,d.referrer)}' +
  'function nav(){idle(function(){var p=l.pathname;if(p!=last&&!own()){last=p;send(p,"")}})}' +
  "if(d.prerendering)d.addEventListener('prerenderingchange',function(){loaded(first)});" +
  'else if(unseen())loaded(first);' +
  'else if(own())loaded(function(){send(last,d.referrer,1)});' +
  "h.pushState=function(){push.apply(h,arguments);nav()};w.addEventListener('popstate',nav)" +
  '})(window,document,navigator,location)';

/** The script for the head of every page, and its CSP source. */
export const BEACON_SCRIPT = inlineScript(SOURCE);
