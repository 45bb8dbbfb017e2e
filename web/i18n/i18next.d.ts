import 'i18next';
import type { en } from './locales/en';
import type { enAdmin } from './locales/en-admin';

// Keys are checked by the typecheck: `t('auth.sendOtp')` compiles, a misspelled or missing key does not. The
// admin texts join the same namespace when the admin area loads them (admin-texts.ts), so their keys are
// written as before.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof enAdmin };
  }
}
