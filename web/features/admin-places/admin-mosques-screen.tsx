import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/layout/page-heading';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { TreeLevel } from '../../components/tree-level';
import { useAction } from '../../lib/use-action';
import { AreaMosques } from './area-mosques';
import { NameDialog } from './name-dialog';
import { readTrail, TRAIL_PARAM, trailInto, trailUpTo, writeTrail } from './place-trail';
import { LOCATION_WRITES, RemoveNodeDialog, RenameNodeDialog } from './tree-node-dialogs';
import { LOCATION_TRAIL_DEPTH, useLocationTrail } from './use-location-trail';

type Dialog = 'add' | 'rename' | 'remove' | null;

/**
 * /admin/mosques: the location tree from India down, kept in the address, and the
 * masjids of the place the admin stands on (all of its localities' masjids).
 */
export default function AdminMosquesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const place = useLocationTrail(readTrail(params.get(TRAIL_PARAM), LOCATION_TRAIL_DEPTH));
  const trail = place.levels.slice(1).map((l) => l.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const add = useAction('addLocation', { unexpectedFailure: 'locationAddFailed' });

  const goTo = (ids: string[]) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (ids.length > 0) next.set(TRAIL_PARAM, writeTrail(ids));
      else next.delete(TRAIL_PARAM);
      next.delete('q');
      return next;
    });

  const current = place.current;
  const level = (type: string) => t(`adminPlaces.level.${type as 'state'}`);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeading title={t('admin.section.mosques')}>{t('admin.section.mosques')}</PageHeading>
      <Paper variant="outlined" component="section" aria-label={t('adminPlaces.locationTrail')} sx={{ p: 2 }}>
        {place.error && !current ? (
          <LoadError onRetry={place.reload} />
        ) : !current ? (
          <LoadingStatus label={t('adminPlaces.loadingLocations')} dense />
        ) : (
          <TreeLevel
            trailLabel={t('adminPlaces.locationTrail')}
            crumbs={place.levels}
            onCrumb={(depth) => goTo(trailUpTo(trail, depth))}
            childLabel={place.childType ? level(place.childType) : null}
            childNodes={place.children}
            onChoose={(id) => goTo(trailInto(trail, id))}
            onAdd={() => setDialog('add')}
            endText={t('adminPlaces.lastLevel')}
            onRename={trail.length > 0 ? () => setDialog('rename') : undefined}
            onRemove={trail.length > 0 ? () => setDialog('remove') : undefined}
            disabled={place.loading}
          />
        )}
      </Paper>

      {current && <AreaMosques area={current} />}

      {current && place.childType && (
        <NameDialog
          open={dialog === 'add'}
          title={t('adminPlaces.addNewLevel', { level: level(place.childType) })}
          submitLabel={t('adminPlaces.add')}
          busy={add.pending}
          onClose={() => setDialog(null)}
          onSave={async (name, showProblem) => {
            const reply = await add.run({ name, parentId: current.id }, { showProblem });
            if (!reply?.pass || !reply.id) return false;
            goTo(trailInto(trail, reply.id));
            return true;
          }}
        />
      )}
      {current && (
        <RenameNodeDialog
          open={dialog === 'rename'}
          writes={LOCATION_WRITES}
          node={current}
          onClose={() => setDialog(null)}
        />
      )}
      {current && (
        <RemoveNodeDialog
          open={dialog === 'remove'}
          writes={LOCATION_WRITES}
          node={current}
          text={t('adminPlaces.removeLocationText')}
          onClose={() => setDialog(null)}
          onRemoved={() => goTo(trail.slice(0, -1))}
        />
      )}
    </Box>
  );
}
