import { inlineScript } from '../../common/http/inline-script.js';

/** What every player may do in its frame: run its own script on its own origin, open the provider's page, go full screen. */
export const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';
export const PLAYER_ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

/**
 * The players' script, inline in the head of every page so that a click works from the first
 * paint, long before the app loads (and goes on working once the app has taken the page over):
 * one listener on the document that turns a facade's link into its player. The player's address is
 * the facade's data-embed-frame, which only the server writes, from the provider list (the
 * sanitiser rebuilds it on every facade); the CSP's frame-src would refuse any other host anyway.
 * A click with a modifier key, or on a card without a player, stays the link it is.
 */
const SOURCE =
  "document.addEventListener('click',function(e){" +
  "var a=e.target instanceof Element&&e.target.closest('.embed[data-embed-frame]>a.embed__play');" +
  'if(!a||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;' +
  "var f=a.parentNode,s=f.getAttribute('data-embed-frame');" +
  "if(s.indexOf('https://')!==0)return;" +
  'e.preventDefault();' +
  "var i=document.createElement('iframe');" +
  `i.setAttribute('sandbox','${PLAYER_SANDBOX}');` +
  `i.setAttribute('allow','${PLAYER_ALLOW}');` +
  "i.setAttribute('allowfullscreen','');" +
  "i.title=a.getAttribute('aria-label')||'Player';" +
  "i.className='embed__frame';" +
  'i.src=s;' +
  "f.replaceChild(i,a);f.classList.add('embed--playing');i.focus()" +
  '});';

const PLAYER_SCRIPT = inlineScript(SOURCE);

/** The script element for the head of every page. */
export const EMBED_PLAYER_SCRIPT = PLAYER_SCRIPT.element;

/** The CSP source that lets exactly this inline script run. */
export const EMBED_PLAYER_SCRIPT_HASH = PLAYER_SCRIPT.cspSource;
