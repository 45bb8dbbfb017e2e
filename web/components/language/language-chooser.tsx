import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isRightToLeft, LANGUAGES } from '../../../domain/languages';
import { LANGUAGE_NAMES } from './language-names';
import { useLanguage } from './use-language';

/**
 * The languages of the sign-in pages, all three in sight, each named in its own script: a reader who does
 * not read English finds theirs without opening anything (and the page carries no menu code on 3G).
 */
export function LanguageChooser() {
  const { t } = useTranslation();
  const { language, choose } = useLanguage();
  return (
    <Box
      role="group"
      aria-label={t('language.label')}
      // Found by the prerendered sign-in's inline script, which holds a choice made before the app arrives.
      data-language-chooser=""
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5 }}
    >
      {LANGUAGES.map((code) => {
        const current = code === language;
        return (
          <Button
            key={code}
            size="small"
            color="inherit"
            lang={code}
            dir={isRightToLeft(code) ? 'rtl' : 'ltr'}
            aria-pressed={current}
            onClick={() => void choose(code)}
            sx={{
              minWidth: 0,
              px: 1,
              fontWeight: current ? 700 : 400,
              textDecoration: current ? 'underline' : 'none',
              textUnderlineOffset: '4px',
            }}
          >
            {LANGUAGE_NAMES[code]}
          </Button>
        );
      })}
    </Box>
  );
}
