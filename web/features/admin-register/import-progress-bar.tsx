import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionOutput } from '../../../domain/catalogue';
import { useFormat } from '../../i18n/use-format';

type Progress = FunctionOutput<'getRegisterImportProgress'>;

/** The bar of a running preview or import: how many rows are done of how many, once the server says. */
export function ImportProgressBar({
  progress,
  importing,
}: {
  progress: Progress | null;
  importing: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const labelId = useId();
  const stage = progress?.stage ?? 'reading';
  const known = progress !== null && progress.total > 0;
  const value = known ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography id={labelId} role="status">
        {importing ? t('adminRegister.importing') : t('adminRegister.checking')}{' '}
        {t(`adminRegister.stage.${stage}`)}
        {known &&
          ` ${t('adminRegister.progressRows', { done: format.number(progress.done), total: format.number(progress.total) })}`}
      </Typography>
      <LinearProgress
        variant={known ? 'determinate' : 'indeterminate'}
        value={value}
        color="secondary"
        aria-labelledby={labelId}
      />
    </Box>
  );
}
