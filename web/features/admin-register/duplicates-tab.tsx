import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

// SHELL PLACEHOLDER: replaced by the helper that builds this tab.
export function DuplicatesTab({ mosqueId: _mosqueId }: { mosqueId: string }) {
  const { t } = useTranslation();
  return <Alert severity="info">{t('adminRegister.comingSoon')}</Alert>;
}
