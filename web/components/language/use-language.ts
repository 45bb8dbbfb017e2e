import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../../domain/languages';
import { chooseLanguage } from '../../i18n/i18n';
import { useToast } from '../toast/toast-provider';

/** The current language and a way to change it (remembered on the device). */
export function useLanguage() {
  const { i18n, t } = useTranslation();
  const toast = useToast();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const choose = async (next: Language) => {
    if (next === language) return;
    try {
      await chooseLanguage(next);
    } catch (err) {
      // The language's chunk did not arrive (a dropped connection): the page stays as it was and says so.
      console.error('Changing the language failed', err);
      toast(t('messages.genericError'), 'error');
    }
  };
  return { language, choose };
}
