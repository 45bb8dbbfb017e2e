import { hiIN } from '@mui/material/locale';
import 'dayjs/locale/hi';
import zodHindi from 'zod/v4/locales/hi.js';
import type { LanguagePack } from '../language-pack';
import { hi } from '../locales/hi';

export const pack: LanguagePack = {
  catalogue: hi,
  zodLocale: zodHindi,
  muiLocales: [hiIN],
  dayjsLocale: 'hi',
};
