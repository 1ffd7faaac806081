import { inlineScript } from '../common/http/inline-script.js';

/**
 * The attribute the app puts on <html> in the commit that attaches its own handlers (frontend
 * src/app/layout/use-first-tap-handover.hook.ts): from then on the app answers and this script stands aside.
 */
export const APP_MARK = 'data-app';

/** Spec §9: the brand held this long opens the admin token modal (the app's LONG_PRESS_MS). */
const HOLD_MS = 1500;

/**
 * The site's controls from the first paint, before the app has loaded and without it (the app is
 * fetched once the page is idle: 1.2 s at a phone's speed, a tap in that time would be lost). In the
 * head of every page, listeners on the document only, so it needs nothing drawn yet:
 * - the menu toggle opens and closes the menu (aria-expanded and the list's data-open, which the
 *   app's TopNav reads when it takes the page over), Escape or a click outside closes it;
 * - Ctrl+Alt+D and a 1.5 s hold on the brand ask for the admin token modal the way the app
 *   understands it, by the address's admin=1, announced with a popstate so that an app already
 *   routing sees it (a page whose app never loads keeps the flag for the next one);
 * - the click that ends a hold does not follow the brand's link.
 * Once <html> carries APP_MARK the app's own handlers answer and every listener here returns at once:
 * nothing is done twice. Keys are heard on window, after the app's listener on the document, which
 * takes a shortcut by preventing its default.
 */
const SOURCE =
  '(function(d,w){' +
  'var h=d.documentElement,t=0,x,y,held=false;' +
  `function off(e){return h.hasAttribute('${APP_MARK}')||e.defaultPrevented}` +
  "function at(e,s){return e.target instanceof Element&&e.target.closest(s)}" +
  "function menu(o){var b=d.querySelector('.menu-toggle'),l=d.getElementById('primary-menu');if(b&&l){b.setAttribute('aria-expanded',o);l.setAttribute('data-open',o)}}" +
  "function admin(){var u=new URL(location.href);u.searchParams.set('admin','1');history.replaceState(history.state,'',u);w.dispatchEvent(new PopStateEvent('popstate',{state:history.state}))}" +
  'function stop(){clearTimeout(t);t=0}' +
  "d.addEventListener('click',function(e){" +
  "if(held&&at(e,'.brand')){held=false;e.preventDefault();return}" +
  'held=false;if(off(e))return;' +
  "var b=at(e,'.menu-toggle');" +
  "if(b)menu(b.getAttribute('aria-expanded')!=='true');else if(!at(e,'.site-header'))menu(false)" +
  '});' +
  "w.addEventListener('keydown',function(e){" +
  'if(off(e))return;' +
  "if(e.key==='Escape')menu(false);" +
  "else if(e.ctrlKey&&e.altKey&&!e.metaKey&&(e.code==='KeyD'||e.key.toLowerCase()==='d')){e.preventDefault();admin()}" +
  '});' +
  "d.addEventListener('pointerdown',function(e){" +
  'stop();held=false;' +
  "if(off(e)||!e.isPrimary||e.button>0||!at(e,'.brand'))return;" +
  `x=e.clientX;y=e.clientY;t=setTimeout(function(){t=0;held=true;admin()},${HOLD_MS})` +
  '});' +
  "d.addEventListener('pointermove',function(e){if(t&&Math.hypot(e.clientX-x,e.clientY-y)>10)stop()});" +
  "d.addEventListener('pointerup',stop);d.addEventListener('pointercancel',stop);" +
  "d.addEventListener('contextmenu',function(e){if(t||held)e.preventDefault()})" +
  '})(document,window)';

/** The script for the head of every page, and its CSP source. */
export const FIRST_TAP_SCRIPT = inlineScript(SOURCE);
