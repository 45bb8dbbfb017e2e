import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { TreeNode } from '../../components/tree-level';
import { useAction } from '../../lib/use-action';
import { NameDialog } from './name-dialog';

/** The writes of one tree the admin keeps (what they make stale is in domain/invalidations.ts). */
export type TreeWrites = {
  rename: 'updateCategory' | 'updateLocation';
  remove: 'removeCategory' | 'removeLocation';
};

export const CATEGORY_WRITES = {
  rename: 'updateCategory',
  remove: 'removeCategory',
} as const satisfies TreeWrites;

export const LOCATION_WRITES = {
  rename: 'updateLocation',
  remove: 'removeLocation',
} as const satisfies TreeWrites;

type Props = {
  open: boolean;
  writes: TreeWrites;
  /** The place the admin stands on, with its stored name. */
  node: TreeNode;
  /** The name the admin reads, where it is not the stored one (a default category in the reader's language). */
  shownName?: string;
  onClose: () => void;
};

/** Renames the place the admin stands on; the form starts from the stored name. */
export function RenameNodeDialog({ open, writes, node, shownName = node.name, onClose }: Props) {
  const { t } = useTranslation();
  const rename = useAction(writes.rename);
  return (
    <NameDialog
      open={open}
      title={t('adminPlaces.rename', { name: shownName })}
      submitLabel={t('adminPlaces.save')}
      initialName={node.name}
      busy={rename.pending}
      onClose={onClose}
      onSave={async (name, showProblem) =>
        Boolean((await rename.run({ id: node.id, name }, { showProblem }))?.pass)
      }
    />
  );
}

/**
 * Asks before removing the place the admin stands on (Cancel holds the first focus); once removed, the
 * admin goes up a level, since the place is gone.
 */
export function RemoveNodeDialog({
  open,
  writes,
  node,
  shownName = node.name,
  text,
  onClose,
  onRemoved,
}: Props & { text: string; onRemoved: () => void }) {
  const { t } = useTranslation();
  const remove = useAction(writes.remove);
  return (
    <ConfirmDialog
      open={open}
      title={t('adminPlaces.removeQuestion', { name: shownName })}
      text={text}
      confirmLabel={t('adminPlaces.delete')}
      busy={remove.pending}
      busyLabel={t('adminPlaces.deleting')}
      onClose={onClose}
      onConfirm={async () => {
        const reply = await remove.run({ id: node.id });
        onClose();
        if (reply?.pass) onRemoved();
      }}
    />
  );
}
