import { urPK } from '@mui/material/locale';
import { urPK as urPickers } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/ur';
import zodUrdu from 'zod/v4/locales/ur.js';
import type { LanguagePack } from '../language-pack';
import { ur } from '../locales/ur';
import { createRightToLeftCache } from '../rtl-style-cache';

export const pack: LanguagePack = {
  catalogue: ur,
  zodLocale: zodUrdu,
  muiLocales: [urPK, urPickers],
  dayjsLocale: 'ur',
  // Every style MUI writes is flipped (margin-left becomes margin-right, and so on) for the right-to-left page.
  emotionCache: createRightToLeftCache(),
};
