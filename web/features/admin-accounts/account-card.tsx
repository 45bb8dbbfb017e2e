import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../domain/functions/users';
import { useReferenceNames } from '../../i18n/reference-names';

type Props = {
  account: Account;
  isSelf: boolean;
  onEdit: () => void;
  onToggleSuspended: () => void;
  /** For a volunteer of one masjid: asks to let them keep its jamaat times, or to stop. */
  onToggleKeeper?: () => void;
  /** For a volunteer of one masjid: asks to let them keep its treasury (Baitul Maal), or to stop. */
  onToggleTreasurer?: () => void;
  /** For a volunteer of one masjid: asks to let them keep its register (import, merge, invite), or to stop. */
  onToggleRegisterKeeper?: () => void;
};

/**
 * A staff account: name, mobile, email, category and level names ('Unknown' when missing), its
 * state, Suspend or Reactivate, and Edit. An admin serves everywhere, so it shows its role instead. A
 * volunteer of one masjid has a switch for keeping that masjid's jamaat times.
 */
export function AccountCard({
  account,
  isSelf,
  onEdit,
  onToggleSuspended,
  onToggleKeeper,
  onToggleTreasurer,
  onToggleRegisterKeeper,
}: Props) {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const name = account.name ?? t('adminAccounts.unknown');
  const isAdmin = account.role === 'admin';
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 0.5, alignContent: 'start' }}>
        <Typography variant="h6" component="h3" dir="auto" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
          {name}
        </Typography>
        <Chip
          size="small"
          label={account.suspended ? t('adminAccounts.suspended') : t('adminAccounts.active')}
          color={account.suspended ? 'error' : 'success'}
          variant="outlined"
          sx={{ justifySelf: 'start', fontWeight: 600 }}
        />
        {account.mobile && (
          <Link href={`tel:+91${account.mobile}`} color="secondary" dir="ltr" sx={{ justifySelf: 'start' }}>
            +91 {account.mobile}
          </Link>
        )}
        <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
          {account.email ?? t('adminAccounts.unknown')}
        </Typography>
        {isAdmin ? (
          <Typography variant="body2" color="text.secondary">
            {account.superAdmin ? t('adminAccounts.superAdmin') : t('adminAccounts.admin')}
          </Typography>
        ) : (
          <>
            <Typography variant="body2">
              {t('adminAccounts.categoryLabel')}:{' '}
              {account.category ? names.category(account.category) : t('adminAccounts.unknown')}
            </Typography>
            <Typography variant="body2">
              {t('adminAccounts.levelLabel')}: {account.levelName ?? t('adminAccounts.unknown')}
            </Typography>
            {account.level === 'Mosque' && onToggleKeeper && (
              <FormControlLabel
                control={<Switch checked={account.keepsMosqueTimes} onChange={onToggleKeeper} />}
                label={t('adminTimes.keeper')}
              />
            )}
            {account.level === 'Mosque' && onToggleTreasurer && (
              <FormControlLabel
                control={<Switch checked={account.keepsTreasury} onChange={onToggleTreasurer} />}
                label={t('adminTreasury.treasurer.keeper')}
              />
            )}
            {account.level === 'Mosque' && onToggleRegisterKeeper && (
              <FormControlLabel
                control={<Switch checked={account.keepsRegister} onChange={onToggleRegisterKeeper} />}
                label={t('adminRegisterRecords.keeper.label')}
              />
            )}
          </>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          color="secondary"
          onClick={onEdit}
          aria-label={t('adminAccounts.editNamed', { name })}
        >
          {t('common.edit')}
        </Button>
        {!isSelf && (
          <Button
            color={account.suspended ? 'secondary' : 'error'}
            onClick={onToggleSuspended}
            aria-label={
              account.suspended
                ? t('adminAccounts.reactivateNamed', { name })
                : t('adminAccounts.suspendNamed', { name })
            }
          >
            {account.suspended ? t('adminAccounts.reactivate') : t('adminAccounts.suspend')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
