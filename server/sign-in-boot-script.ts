import { createHash } from 'node:crypto';

/**
 * Runs inline just after a prerendered sign-in form, before the app's scripts have arrived on a slow network:
 * a Continue pressed now is held, and the button says so (its `data-busy-label`), instead of the browser
 * posting the form away. The app sends it when it takes the form over (web/app/prerendered-form.ts).
 */
export const SIGN_IN_BOOT_SCRIPT =
  "(function(){var f=document.querySelector('#root form');if(!f)return;" +
  "f.addEventListener('submit',function(e){e.preventDefault();f.setAttribute('data-submitted','');" +
  "var b=f.querySelector('[type=submit]'),l=b&&b.getAttribute('data-busy-label');" +
  "if(l){b.textContent=l;b.setAttribute('aria-disabled','true');}});})();";

/** The script's hash for the CSP's script-src, which otherwise allows no inline script. */
export const SIGN_IN_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SIGN_IN_BOOT_SCRIPT).digest('base64')}'`;
