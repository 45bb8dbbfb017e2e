import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/layout/page-heading';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { TreeLevel } from '../../components/tree-level';
import { useReferenceNames } from '../../i18n/reference-names';
import {
  CATEGORY_TRAIL_DEPTH,
  type CategoryRow,
  categoryLevels,
  childCategories,
} from '../../lib/category-trail';
import { useAction } from '../../lib/use-action';
import { useCall } from '../../lib/use-call';
import { NameDialog } from './name-dialog';
import { readTrail, TRAIL_PARAM, trailInto, trailUpTo, writeTrail } from './place-trail';
import { CATEGORY_WRITES, RemoveNodeDialog, RenameNodeDialog } from './tree-node-dialogs';

type Dialog = 'add' | 'rename' | 'remove' | null;
const ALL = 'all-categories';

/**
 * The categories screen. A breadcrumb that starts at 'All Categories', a dropdown of the child
 * categories with 'Add New', edit, and a modal form; the place in the tree is kept in the address.
 */
export default function AdminCategoriesScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categories = useCall('getCategories', {});
  const all = categories.data ?? [];
  const levels = categoryLevels(all, readTrail(params.get(TRAIL_PARAM), CATEGORY_TRAIL_DEPTH));
  const trail = levels.map((c) => c.id);
  const current = levels[levels.length - 1];
  const names = useReferenceNames();
  // Shown in the reader's language when a default category; the rename form still starts from the stored name.
  const shown = (c: CategoryRow) => ({ ...c, name: names.category(c.name) });
  const children = childCategories(all, current?.id ?? null)
    .map(shown)
    .sort((a, b) => a.name.localeCompare(b.name));
  const [dialog, setDialog] = useState<Dialog>(null);
  const add = useAction('addCategory', { unexpectedFailure: 'categoryAddFailed' });

  const goTo = (ids: string[]) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (ids.length > 0) next.set(TRAIL_PARAM, writeTrail(ids));
      else next.delete(TRAIL_PARAM);
      return next;
    });

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeading title={t('admin.section.categories')}>{t('admin.section.categories')}</PageHeading>
      <Paper variant="outlined" component="section" aria-label={t('adminPlaces.categoryTrail')} sx={{ p: 2 }}>
        {categories.error && !categories.data ? (
          <LoadError onRetry={categories.reload} />
        ) : categories.loading ? (
          <LoadingStatus label={t('common.loading')} dense />
        ) : (
          <TreeLevel
            trailLabel={t('adminPlaces.categoryTrail')}
            crumbs={[{ id: ALL, name: t('adminPlaces.allCategories') }, ...levels.map(shown)]}
            onCrumb={(depth) => goTo(trailUpTo(trail, depth))}
            childLabel={current ? t('adminPlaces.subcategory') : t('adminPlaces.category')}
            childNodes={children}
            onChoose={(id) => goTo(trailInto(trail, id))}
            onAdd={() => setDialog('add')}
            endText=""
            onRename={current ? () => setDialog('rename') : undefined}
            onRemove={current ? () => setDialog('remove') : undefined}
          />
        )}
      </Paper>

      <NameDialog
        open={dialog === 'add'}
        title={
          current
            ? t('adminPlaces.addNewSubcategory', { parent: names.category(current.name) })
            : t('adminPlaces.addNewCategory')
        }
        submitLabel={t('adminPlaces.add')}
        busy={add.pending}
        onClose={() => setDialog(null)}
        onSave={async (name, showProblem) => {
          const reply = await add.run({ name, parentCategoryId: current?.id ?? null }, { showProblem });
          if (!reply?.pass || !reply.id) return false;
          // The new category is shown, chosen: the admin stands on it, as after adding a place.
          goTo(trailInto(trail, reply.id));
          return true;
        }}
      />
      {current && (
        <RenameNodeDialog
          open={dialog === 'rename'}
          writes={CATEGORY_WRITES}
          node={current}
          shownName={names.category(current.name)}
          onClose={() => setDialog(null)}
        />
      )}
      {current && (
        <RemoveNodeDialog
          open={dialog === 'remove'}
          writes={CATEGORY_WRITES}
          node={current}
          shownName={names.category(current.name)}
          text={t('adminPlaces.removeCategoryText')}
          onClose={() => setDialog(null)}
          onRemoved={() => goTo(trail.slice(0, -1))}
        />
      )}
    </Box>
  );
}
