import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { useFormat } from '../../i18n/use-format';
import { useCall } from '../../lib/use-call';

/** The masjid's imports, newest first, each with the committee's consent, and how many are still unclaimed. */
export function ImportHistory({ mosqueId }: { mosqueId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const imports = useCall('getRegisterImports', { mosqueId });
  const data = imports.data;
  return (
    <Box component="section" aria-labelledby="register-history" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="register-history" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('adminRegister.historyTitle')}
      </Typography>
      {imports.error && !data ? (
        <LoadError onRetry={imports.reload} />
      ) : !data ? (
        <LoadingStatus label={t('adminRegister.historyLoading')} dense />
      ) : data.imports.length === 0 ? (
        <Typography color="text.secondary">{t('adminRegister.historyEmpty')}</Typography>
      ) : (
        <>
          <Typography>
            {t('adminRegister.unclaimed', {
              count: format.number(data.unclaimed),
              withMobile: format.number(data.unclaimedWithMobile),
            })}
          </Typography>
          <List disablePadding>
            {data.imports.map((i) => (
              <ListItem key={i.importId} divider disableGutters>
                <ListItemText
                  primary={
                    <>
                      <bdi>{i.fileName}</bdi> · {format.dateTime(i.importedAt)}
                    </>
                  }
                  secondary={
                    <>
                      {t('adminRegister.historyCounts', {
                        households: format.number(i.households),
                        people: format.number(i.people),
                      })}
                      <br />
                      {t('adminRegister.consentOf', { date: format.date(i.consentDate) })}{' '}
                      <span dir="auto">{i.consentHow}</span>
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
