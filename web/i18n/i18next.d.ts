import 'i18next';
import type { en } from './locales/en';

// Keys are checked by the typecheck: `t('auth.sendOtp')` compiles, a misspelled or missing key does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
