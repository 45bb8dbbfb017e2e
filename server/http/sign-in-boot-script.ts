import { createHash } from 'node:crypto';

/**
 * Runs inline just after a prerendered sign-in page, before the app's scripts have arrived on a slow network.
 * A Continue pressed now is held, and the button says so (its `data-busy-label`), instead of the browser
 * posting the form away. A language chosen now is held too, and its button shows as the chosen one (the two
 * buttons trade their classes). The app carries both out when it takes the page over
 * (web/app/prerendered-form.ts).
 */
export const SIGN_IN_BOOT_SCRIPT =
  "(function(){var r=document.getElementById('root'),f=r.querySelector('form'),g=r.querySelector('[data-language-chooser]');" +
  "if(f)f.addEventListener('submit',function(e){e.preventDefault();f.setAttribute('data-submitted','');" +
  "var b=f.querySelector('[type=submit]'),l=b&&b.getAttribute('data-busy-label');" +
  "if(l){b.textContent=l;b.setAttribute('aria-disabled','true');}});" +
  "if(g)g.addEventListener('click',function(e){var b=e.target.closest('button[lang]'),c=g.querySelector('[aria-pressed=true]');" +
  'if(!b||!c||b===c)return;var k=c.className;c.className=b.className;b.className=k;' +
  "c.setAttribute('aria-pressed','false');b.setAttribute('aria-pressed','true');g.setAttribute('data-chosen',b.lang);});})();";

/** The script's hash for the CSP's script-src, which otherwise allows no inline script. */
export const SIGN_IN_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SIGN_IN_BOOT_SCRIPT).digest('base64')}'`;
