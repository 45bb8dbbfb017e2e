import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunctionOutput } from '../../../domain/catalogue';
import { rupeesText } from '../../../domain/treasury/money';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFundName } from './fund-name';
import { FundNameDialog } from './fund-name-dialog';
import { useTreasuryWrite } from './use-treasury-write';

type Fund = FunctionOutput<'getMosqueTreasury'>['funds'][number];
type Editing = { kind: 'add' } | { kind: 'rename' | 'close' | 'reopen' | 'remove'; fund: Fund } | null;

/**
 * The masjid's funds: added, renamed, closed and reopened; removed only while no gift or expense names one
 * (a used fund can only be closed: docs/decisions/0013-baitul-maal.md). Closing and removing ask first.
 */
export function FundsCard({ mosqueId, funds }: { mosqueId: string; funds: Fund[] }) {
  const { t } = useTranslation();
  const fundName = useFundName();
  const [editing, setEditing] = useState<Editing>(null);
  const add = useTreasuryWrite('addFund');
  const rename = useTreasuryWrite('renameFund');
  const close = useTreasuryWrite('closeFund');
  const reopen = useTreasuryWrite('reopenFund');
  const remove = useTreasuryWrite('removeFund');
  const target = editing && editing.kind !== 'add' ? editing.fund : null;
  const targetName = target ? fundName(target.key, target.name) : '';
  const asking = editing?.kind === 'close' || editing?.kind === 'remove' ? editing : null;
  const askingWrite = asking?.kind === 'close' ? close : remove;

  return (
    <Box
      component="section"
      aria-labelledby="treasury-funds-title"
      sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
    >
      <Typography variant="h6" component="h2" id="treasury-funds-title">
        {t('adminTreasury.funds.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {funds.map((fund) => {
          const name = fundName(fund.key, fund.name);
          return (
            <Box
              component="li"
              key={fund.fundId}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography sx={{ flex: '1 1 10rem', fontWeight: 600 }} dir="auto">
                {name}
              </Typography>
              <Typography sx={{ flex: '0 0 auto' }}>{rupeesText(fund.balancePaise)}</Typography>
              {fund.closed && (
                <Chip size="small" variant="outlined" label={t('adminTreasury.funds.closed')} />
              )}
              <Box sx={{ display: 'flex', gap: 0.5, flexBasis: '100%', flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  color="secondary"
                  onClick={() => setEditing({ kind: 'rename', fund })}
                  aria-label={t('adminTreasury.funds.renameNamed', { name })}
                >
                  {t('adminTreasury.funds.rename')}
                </Button>
                {fund.closed ? (
                  <Button
                    size="small"
                    color="secondary"
                    disabled={reopen.pending}
                    onClick={() => void reopen.run({ fundId: fund.fundId })}
                    aria-label={t('adminTreasury.funds.reopenNamed', { name })}
                  >
                    {t('adminTreasury.funds.reopen')}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    color="secondary"
                    onClick={() => setEditing({ kind: 'close', fund })}
                    aria-label={t('adminTreasury.funds.closeNamed', { name })}
                  >
                    {t('adminTreasury.funds.close')}
                  </Button>
                )}
                {!fund.used && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setEditing({ kind: 'remove', fund })}
                    aria-label={t('adminTreasury.funds.removeNamed', { name })}
                  >
                    {t('adminTreasury.funds.remove')}
                  </Button>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Button
        variant="outlined"
        color="secondary"
        sx={{ justifySelf: 'start' }}
        onClick={() => setEditing({ kind: 'add' })}
      >
        {t('adminTreasury.funds.add')}
      </Button>
      <FundNameDialog
        open={editing?.kind === 'add'}
        title={t('adminTreasury.funds.add')}
        busy={add.pending}
        onClose={() => setEditing(null)}
        onSave={async (name, showProblem) =>
          (await add.run({ mosqueId, name }, { showProblem }))?.pass === true
        }
      />
      <FundNameDialog
        open={editing?.kind === 'rename'}
        title={t('adminTreasury.funds.renameTitle', { name: targetName })}
        initialName={targetName}
        busy={rename.pending}
        onClose={() => setEditing(null)}
        onSave={async (name, showProblem) =>
          target ? (await rename.run({ fundId: target.fundId, name }, { showProblem }))?.pass === true : false
        }
      />
      <ConfirmDialog
        open={asking !== null}
        title={t(
          asking?.kind === 'close'
            ? 'adminTreasury.funds.closeQuestion'
            : 'adminTreasury.funds.removeQuestion',
          {
            name: targetName,
          },
        )}
        text={t(
          asking?.kind === 'close' ? 'adminTreasury.funds.closeText' : 'adminTreasury.funds.removeText',
        )}
        confirmLabel={t(
          asking?.kind === 'close' ? 'adminTreasury.funds.close' : 'adminTreasury.funds.remove',
        )}
        busy={askingWrite.pending}
        onClose={() => setEditing(null)}
        onConfirm={async () => {
          if (!asking) return;
          await askingWrite.run({ fundId: asking.fund.fundId });
          setEditing(null);
        }}
      />
    </Box>
  );
}
