import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { LanguageChooser } from '../language/language-chooser';

/**
 * The frame of every screen shown before the app's own frame: member and staff sign-in and the privacy
 * notice. One card on the brand colour, the language chooser first (a visitor may not read English), and
 * the tab named after the screen.
 */
export function SignInFrame({
  title,
  width = 'narrow',
  children,
}: {
  /** The tab's name for the screen ("Sign in" gives "Sign in · Anjuman"). */
  title: string;
  /** 'wide' for reading (the privacy notice), 'narrow' for a form. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: 'primary.main',
        display: 'grid',
        placeItems: 'center',
        p: { xs: 1.5, sm: 3 },
      }}
    >
      <Paper
        component="main"
        elevation={3}
        sx={{ width: '100%', maxWidth: width === 'wide' ? 560 : 440, p: { xs: 2.5, sm: 4 } }}
      >
        <LanguageChooser />
        {/* The sign-in pages come drawn in the HTML: a browser without scripts says why nothing
            happens, in the reader's language, where the form is. */}
        <noscript>
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {t('common.needsJavaScript')}
          </Typography>
        </noscript>
        {children}
      </Paper>
    </Box>
  );
}
