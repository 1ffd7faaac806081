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
 * - a page that was prerendered (the server left that request out), once the reader is shown it;
 * - the app's own navigations (history.pushState, back and forward), as views of their new path;
 *   the same path twice in a row counts once;
 * - in the admin's browser (the admin token in localStorage, whose presence is all it reads), one
 *   take-back (o=1) of the view the server just counted for this page, and nothing for the app's
 *   navigations.
 * It writes no storage and no cookie.
 */
const SOURCE =
  '(function(w,d,n,l){' +
  'var last=l.pathname;' +
  // Storage that cannot be read holds no token: the admin console cannot run there either.
  `function own(){try{return w.localStorage.getItem('${ADMIN_TOKEN_KEY}')}catch(e){}}` +
  "function off(){return n.globalPrivacyControl||n.doNotTrack=='1'||!n.sendBeacon}" +
  `function send(p,r,o){var b={p:p,r:r};if(o)b.o=1;n.sendBeacon('${BEACON_PATH}',new URLSearchParams(b))}` +
  'function idle(f){(w.requestIdleCallback||setTimeout)(f)}' +
  "function loaded(f){if(d.readyState=='complete')idle(f);else w.addEventListener('load',function(){idle(f)})}" +
  'function nav(){idle(function(){var p=l.pathname;if(p==last||own()||off())return;last=p;send(p,"")})}' +
  "if(d.prerendering)d.addEventListener('prerenderingchange',function(){loaded(function(){if(!own()&&!off())send(last,d.referrer)})},{once:true});" +
  'else if(own())loaded(function(){if(!off())send(last,d.referrer,1)});' +
  "var h=history,push=h.pushState;h.pushState=function(){push.apply(h,arguments);nav()};w.addEventListener('popstate',nav)" +
  '})(window,document,navigator,location)';

/** The script for the head of every page, and its CSP source. */
export const BEACON_SCRIPT = inlineScript(SOURCE);
