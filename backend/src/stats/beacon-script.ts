import { inlineScript } from '../common/http/inline-script.js';

/** Where the beacon reports a view (StatsController). */
export const BEACON_PATH = '/api/stats/view';
/** The admin console's token in localStorage (frontend src/lib/admin-token.ts): its holder is the author, never counted. */
const ADMIN_TOKEN_KEY = 'adminToken';

/**
 * The page-view beacon, in the head of every page (beside the first-tap script). It sends nothing
 * before the page is idle (after load, in an idle callback), and nothing at all when the reader has
 * Global Privacy Control or Do Not Track on, or holds the admin token; it reads that token's
 * presence and writes no storage and no cookie. A page being prerendered waits until it is shown.
 * The app's own navigations (history.pushState, back and forward) count as views of their new
 * path; the same path twice in a row counts once. The referrer goes with the first view only.
 */
const SOURCE =
  '(function(w,d,n,l){' +
  'var r=d.referrer,last;' +
  `function off(){try{return n.globalPrivacyControl||n.doNotTrack=='1'||w.localStorage.getItem('${ADMIN_TOKEN_KEY}')}catch(e){return 1}}` +
  'function hit(){' +
  "if(d.prerendering){d.addEventListener('prerenderingchange',hit,{once:true});return}" +
  'var p=l.pathname;if(p==last||off()||!n.sendBeacon)return;last=p;' +
  `n.sendBeacon('${BEACON_PATH}',new URLSearchParams({p:p,r:r}));r=''` +
  '}' +
  'function idle(){(w.requestIdleCallback||setTimeout)(hit)}' +
  "if(d.readyState=='complete')idle();else w.addEventListener('load',idle);" +
  "var h=history,push=h.pushState;h.pushState=function(){push.apply(h,arguments);idle()};w.addEventListener('popstate',idle)" +
  '})(window,document,navigator,location)';

/** The script for the head of every page, and its CSP source. */
export const BEACON_SCRIPT = inlineScript(SOURCE);
