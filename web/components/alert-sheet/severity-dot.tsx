import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { severityColor, severityName } from './alert-display';

/** A coloured dot for an alert's severity, named for screen readers since colour alone says nothing. */
export function SeverityDot({ severity, size = 12 }: { severity: string | null | undefined; size?: number }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('alert.severityOf', { severity: t(`alert.severity.${severityName(severity)}`) })}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: severityColor(severity),
      }}
    />
  );
}
