import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../domain/functions/users';
import { useSession } from '../../app/session-provider';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeading } from '../../components/layout/page-heading';
import { LocationMosquePicker } from '../../components/location-mosque-picker/location-mosque-picker';
import { PagedList, pagedListState } from '../../components/paged-list/paged-list';
import { useAction } from '../../lib/use-action';
import { useCall } from '../../lib/use-call';
import { usePagedCall } from '../../lib/use-paged-call';
import { AccountCard } from './account-card';
import { AccountDialog } from './account-dialog';
import { AccountFilters } from './account-filters';
import { CategoryCascade, chosenCategory } from './category-cascade';

const PAGE_SIZE = 24;
type Editing =
  | { kind: 'new' }
  | { kind: 'edit'; account: Account }
  | { kind: 'suspend'; account: Account }
  | { kind: 'keeper'; account: Account }
  | { kind: 'treasurer'; account: Account }
  | { kind: 'registerKeeper'; account: Account }
  | null;

/**
 * /admin/volunteers (super admin): the staff accounts filtered by area and category, a
 * card for each with its state, Suspend or Reactivate and Edit, and 'New Volunteer' in the chosen category
 * ('New Admin' with none).
 */
export default function AdminVolunteersScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const categories = useCall('getCategories', {});
  const [area, setArea] = useState<string | null>(null);
  const [areaKey, setAreaKey] = useState(0);
  const [categoryTrail, setCategoryTrail] = useState<string[]>([]);
  const category = chosenCategory(categories.data ?? [], categoryTrail);
  const [editing, setEditing] = useState<Editing>(null);
  const list = usePagedCall('getAccounts', {
    areaId: area,
    categoryId: category?.id ?? null,
    limit: PAGE_SIZE,
  });
  const suspension = useAction('setAccountSuspended', { refusalSeverity: 'error' });
  const target = editing?.kind === 'suspend' ? editing.account : null;
  const keeping = useAction('setTimesKeeper', { refusalSeverity: 'error' });
  const keeper = editing?.kind === 'keeper' ? editing.account : null;
  const treasuring = useAction('setTreasurer', { refusalSeverity: 'error' });
  const treasurer = editing?.kind === 'treasurer' ? editing.account : null;
  const treasurerKeeps = treasurer?.keepsTreasury ?? false;
  const registering = useAction('setRegisterKeeper', { refusalSeverity: 'error' });
  const registerKeeper = editing?.kind === 'registerKeeper' ? editing.account : null;
  const registerKeeps = registerKeeper?.keepsRegister ?? false;

  return (
    <Box sx={{ display: 'grid', gap: 3, pb: { xs: 10, sm: 0 } }}>
      <PageHeading title={t('admin.section.volunteers')}>{t('admin.section.volunteers')}</PageHeading>
      <AccountFilters
        filters={[
          {
            key: 'area',
            label: t('adminAccounts.areaFilter'),
            active: area !== null,
            onClear: () => {
              setArea(null);
              setAreaKey((k) => k + 1);
            },
            body: (
              <LocationMosquePicker
                key={areaKey}
                value={null}
                onChange={() => {}}
                deepest="locality"
                onPlaceChange={(place) => setArea(place.id)}
              />
            ),
          },
          {
            key: 'category',
            label: t('adminAccounts.categoryFilter'),
            active: category !== null,
            onClear: () => setCategoryTrail([]),
            body: (
              <CategoryCascade
                categories={categories.data ?? []}
                trail={categoryTrail}
                onChange={setCategoryTrail}
              />
            ),
          },
        ]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ kind: 'new' })}
        >
          {category ? t('adminAccounts.newVolunteer') : t('adminAccounts.newAdmin')}
        </Button>
        {!category && <Typography color="text.secondary">{t('adminAccounts.hint')}</Typography>}
      </Box>
      <PagedList
        {...pagedListState(list)}
        getKey={(a) => a.userId}
        renderCard={(account) => (
          <AccountCard
            account={account}
            isSelf={account.userId === session.user?.userId}
            onEdit={() => setEditing({ kind: 'edit', account })}
            onToggleSuspended={() => setEditing({ kind: 'suspend', account })}
            onToggleKeeper={() => setEditing({ kind: 'keeper', account })}
            onToggleTreasurer={() => setEditing({ kind: 'treasurer', account })}
            onToggleRegisterKeeper={() => setEditing({ kind: 'registerKeeper', account })}
          />
        )}
        emptyText={t('adminAccounts.noAccounts')}
      />

      <AccountDialog
        open={editing?.kind === 'new' || editing?.kind === 'edit'}
        account={editing?.kind === 'edit' ? editing.account : undefined}
        category={category}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={target !== null}
        title={
          target?.suspended
            ? t('adminAccounts.reactivateQuestion', { name: target.name ?? '' })
            : t('adminAccounts.suspendQuestion', { name: target?.name ?? '' })
        }
        text={target?.suspended ? t('adminAccounts.reactivateText') : t('adminAccounts.suspendText')}
        confirmLabel={target?.suspended ? t('adminAccounts.reactivate') : t('adminAccounts.suspend')}
        busy={suspension.pending}
        onClose={() => setEditing(null)}
        onConfirm={async () => {
          if (!target) return;
          await suspension.run({ userId: target.userId, suspended: !target.suspended });
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={keeper !== null}
        title={t(keeper?.keepsMosqueTimes ? 'adminTimes.keeperOffQuestion' : 'adminTimes.keeperOnQuestion', {
          name: keeper?.name ?? '',
          mosque: keeper?.levelName ?? '',
        })}
        text={t(keeper?.keepsMosqueTimes ? 'adminTimes.keeperOffText' : 'adminTimes.keeperOnText')}
        confirmLabel={t(keeper?.keepsMosqueTimes ? 'adminTimes.stop' : 'adminTimes.allow')}
        // Allowing takes nothing away; stopping ends what the volunteer could do.
        destructive={keeper?.keepsMosqueTimes ?? false}
        busy={keeping.pending}
        onClose={() => setEditing(null)}
        onConfirm={async () => {
          if (!keeper) return;
          await keeping.run({ userId: keeper.userId, keepsTimes: !keeper.keepsMosqueTimes });
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={treasurer !== null}
        title={t(
          treasurerKeeps ? 'adminTreasury.treasurer.offQuestion' : 'adminTreasury.treasurer.onQuestion',
          {
            name: treasurer?.name ?? '',
            mosque: treasurer?.levelName ?? '',
          },
        )}
        text={t(treasurerKeeps ? 'adminTreasury.treasurer.offText' : 'adminTreasury.treasurer.onText')}
        confirmLabel={t(treasurerKeeps ? 'adminTimes.stop' : 'adminTimes.allow')}
        // As for the times: allowing takes nothing away; stopping ends what the volunteer could do.
        destructive={treasurerKeeps}
        busy={treasuring.pending}
        onClose={() => setEditing(null)}
        onConfirm={async () => {
          if (!treasurer) return;
          await treasuring.run({ userId: treasurer.userId, keepsTreasury: !treasurerKeeps });
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={registerKeeper !== null}
        title={t(
          registerKeeps
            ? 'adminRegisterRecords.keeper.offQuestion'
            : 'adminRegisterRecords.keeper.onQuestion',
          {
            name: registerKeeper?.name ?? '',
            mosque: registerKeeper?.levelName ?? '',
          },
        )}
        text={t(registerKeeps ? 'adminRegisterRecords.keeper.offText' : 'adminRegisterRecords.keeper.onText')}
        confirmLabel={t(registerKeeps ? 'adminTimes.stop' : 'adminTimes.allow')}
        // As for the treasury: allowing takes nothing away; stopping ends what the volunteer could do.
        destructive={registerKeeps}
        busy={registering.pending}
        onClose={() => setEditing(null)}
        onConfirm={async () => {
          if (!registerKeeper) return;
          await registering.run({ userId: registerKeeper.userId, keepsRegister: !registerKeeps });
          setEditing(null);
        }}
      />
    </Box>
  );
}
