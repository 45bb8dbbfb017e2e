import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { isRightToLeft, LANGUAGES } from '../../../domain/languages';
import { LANGUAGE_NAMES } from './language-names';
import { useLanguage } from './use-language';

/**
 * The three languages as items of a menu (the language chooser's own, and the account menus'), the current
 * one ticked. Each name carries its own `lang` and direction, so a screen reader says it in that language.
 * Items, not a component: MUI's menu moves the focus among its direct children.
 */
export function useLanguageMenuItems(onChosen: () => void) {
  const { t } = useTranslation();
  const { language, choose } = useLanguage();
  return [
    <ListSubheader key="heading" sx={{ lineHeight: 2.5 }}>
      {t('language.label')}
    </ListSubheader>,
    ...LANGUAGES.map((code) => (
      <MenuItem
        key={code}
        selected={code === language}
        aria-current={code === language ? 'true' : undefined}
        onClick={() => {
          onChosen();
          void choose(code);
        }}
      >
        <ListItemIcon>{code === language && <CheckIcon fontSize="small" />}</ListItemIcon>
        <ListItemText
          slotProps={{ primary: { lang: code, dir: isRightToLeft(code) ? 'rtl' : 'ltr' } }}
          primary={LANGUAGE_NAMES[code]}
        />
      </MenuItem>
    )),
  ];
}
