import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FunctionOutput } from '../../../domain/catalogue';
import { useFormat } from '../../i18n/use-format';
import { useMessageText } from '../../i18n/use-message-text';

type Check = FunctionOutput<'previewRegisterImport'>;

const listSx = { m: 0, pl: 3, maxHeight: 320, overflowY: 'auto', display: 'grid', gap: 0.5 } as const;

/** The dry run's outcome: what would be added, each row's problem and each likely duplicate, by row. */
export function CheckSummary({ check }: { check: Check }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const format = useFormat();
  const shownOf = (shown: number, count: number) =>
    shown < count && (
      <Typography color="text.secondary">
        {t('adminRegister.shownFirst', { shown: format.number(shown), count: format.number(count) })}
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity={check.people > 0 ? 'info' : 'warning'}>
        {text.said(check)}
        {check.alreadyKept > 0 &&
          ` ${t('adminRegister.alreadyKept', { count: format.number(check.alreadyKept) })}`}
      </Alert>
      <Box component="section" aria-labelledby="register-problems" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="register-problems" variant="h3" sx={{ fontSize: '1.1rem' }}>
          {t('adminRegister.problemsTitle', { count: format.number(check.problemCount) })}
        </Typography>
        {check.problems.length === 0 ? (
          <Typography color="text.secondary">{t('adminRegister.problemsNone')}</Typography>
        ) : (
          <Box component="ul" sx={listSx} tabIndex={0} aria-labelledby="register-problems">
            {check.problems.map((problem, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row may have several problems; the list is replaced whole.
              <li key={i}>
                <span dir="auto">{text.said(problem)}</span>
              </li>
            ))}
          </Box>
        )}
        {shownOf(check.problems.length, check.problemCount)}
      </Box>
      <Box component="section" aria-labelledby="register-duplicates" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="register-duplicates" variant="h3" sx={{ fontSize: '1.1rem' }}>
          {t('adminRegister.duplicatesTitle', { count: format.number(check.duplicateCount) })}
        </Typography>
        {check.duplicates.length === 0 ? (
          <Typography color="text.secondary">{t('adminRegister.duplicatesNone')}</Typography>
        ) : (
          <Box component="ul" sx={listSx} tabIndex={0} aria-labelledby="register-duplicates">
            {check.duplicates.map((d) => (
              <li key={d.row}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {t('adminRegister.row', { row: d.row })}:
                </Typography>{' '}
                <bdi>{d.name}</bdi>{' '}
                {d.otherRow !== undefined
                  ? t('adminRegister.sameAsRow', { row: d.otherRow })
                  : d.other?.kind === 'member'
                    ? t('adminRegister.sameAsMember', { name: d.other.name ?? '' })
                    : t('adminRegister.sameAsKept', { name: d.other?.name ?? '' })}{' '}
                ({t(`adminRegister.reason.${d.reason}`)})
              </li>
            ))}
          </Box>
        )}
        {shownOf(check.duplicates.length, check.duplicateCount)}
      </Box>
    </Box>
  );
}
