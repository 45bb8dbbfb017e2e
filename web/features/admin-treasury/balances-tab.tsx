import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { rupeesText } from '../../../domain/treasury/money';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { useCall } from '../../lib/use-call';
import { useFundName } from './fund-name';

/** Each fund's balance now, and all of them together; a closed fund keeps its balance and is marked. */
export function BalancesTab({ mosqueId }: { mosqueId: string }) {
  const { t } = useTranslation();
  const fundName = useFundName();
  const balances = useCall('getFundBalances', { mosqueId });
  if (balances.error && !balances.data) return <LoadError onRetry={balances.reload} />;
  if (!balances.data) return <LoadingStatus label={t('adminTreasury.loading')} />;
  const { funds } = balances.data;
  if (funds.length === 0)
    return <Typography color="text.secondary">{t('adminTreasury.balances.none')}</Typography>;
  const total = funds.reduce((sum, f) => sum + f.balancePaise, 0);
  const row = {
    display: 'flex',
    justifyContent: 'space-between',
    gap: 2,
    py: 1,
    borderBottom: 1,
    borderColor: 'divider',
  };
  return (
    <Box
      component="section"
      aria-labelledby="treasury-balances-title"
      sx={{ display: 'grid', gap: 1, maxWidth: 480 }}
    >
      <Typography variant="h6" component="h2" id="treasury-balances-title">
        {t('adminTreasury.balances.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {funds.map((fund) => (
          <Box key={fund.fundId} sx={row}>
            <Box component="dt" dir="auto">
              {fundName(fund.key, fund.name)}
              {fund.closed && ` (${t('adminTreasury.funds.closed')})`}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {rupeesText(fund.balancePaise)}
            </Box>
          </Box>
        ))}
        <Box sx={{ ...row, fontWeight: 700, borderBottom: 0 }}>
          <Box component="dt">{t('adminTreasury.balances.total')}</Box>
          <Box component="dd" sx={{ m: 0 }}>
            {rupeesText(total)}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
