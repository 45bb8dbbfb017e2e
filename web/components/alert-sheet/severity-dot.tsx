import Box from '@mui/material/Box';
import { severityColor, severityLabel } from './alert-display';

/** A coloured dot for an alert's severity (spec §9), named for screen readers since colour alone says nothing. */
export function SeverityDot({ severity, size = 12 }: { severity: string | null | undefined; size?: number }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={`${severityLabel(severity)} severity`}
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
