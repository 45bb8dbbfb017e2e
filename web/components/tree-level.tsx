import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type TreeNode = { id: string; name: string };

type Props = {
  /** The breadcrumb's name for screen readers ('Locations'). */
  trailLabel: string;
  /** From the top down; the last is where the admin stands. */
  crumbs: TreeNode[];
  onCrumb: (depth: number) => void;
  /** The dropdown's label (the children's level, 'District'); null where nothing can be added below. */
  childLabel: string | null;
  childNodes: TreeNode[];
  onChoose: (id: string) => void;
  onAdd: () => void;
  /** Said under the dropdown where nothing can be added ('A locality is the last level…'). */
  endText: string;
  /** Edit and delete the crumb the admin stands on; absent at the top, which is kept. */
  onRename?: () => void;
  onRemove?: () => void;
  disabled?: boolean;
};

const ADD_NEW = '__add_new__';

/**
 * One level of a tree the admin keeps (locations, categories): a breadcrumb from the top whose
 * crumbs go back up, a dropdown of the children that goes down into one and ends with 'Add New', and edit
 * and delete buttons for the place the admin stands on. The dropdown is MUI's Select: arrows, Enter and
 * Escape work as in any list box.
 */
export function TreeLevel(props: Props) {
  const { trailLabel, crumbs, onCrumb, childLabel, childNodes, onChoose, onAdd, endText } = props;
  const { onRename, onRemove, disabled } = props;
  const { t } = useTranslation();
  const current = crumbs[crumbs.length - 1];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Breadcrumbs
          aria-label={trailLabel}
          sx={{ flex: '1 1 0', minWidth: 0, pt: 1, overflowWrap: 'anywhere' }}
        >
          {crumbs.map((crumb, depth) =>
            depth === crumbs.length - 1 ? (
              <Typography key={crumb.id} color="text.primary" aria-current="page" sx={{ fontWeight: 600 }}>
                {crumb.name}
              </Typography>
            ) : (
              <Link
                key={crumb.id}
                component="button"
                type="button"
                color="secondary"
                underline="always"
                onClick={() => onCrumb(depth)}
                sx={{ font: 'inherit', minHeight: 24, textAlign: 'start' }}
              >
                {crumb.name}
              </Link>
            ),
          )}
        </Breadcrumbs>
        {current && onRename && (
          <Tooltip title={t('adminPlaces.rename', { name: current.name })}>
            <IconButton
              onClick={onRename}
              disabled={disabled}
              aria-label={t('adminPlaces.rename', { name: current.name })}
            >
              <EditOutlined />
            </IconButton>
          </Tooltip>
        )}
        {current && onRemove && (
          <Tooltip title={t('adminPlaces.remove', { name: current.name })}>
            <IconButton
              onClick={onRemove}
              disabled={disabled}
              aria-label={t('adminPlaces.remove', { name: current.name })}
            >
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      {childLabel ? (
        <TextField
          select
          label={childLabel}
          value=""
          disabled={disabled}
          onChange={(event) => (event.target.value === ADD_NEW ? onAdd() : onChoose(event.target.value))}
          helperText={childNodes.length === 0 ? t('adminPlaces.noChildren') : undefined}
          sx={{ maxWidth: { sm: 420 } }}
          slotProps={{
            select: {
              MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)', maxHeight: 420 } } } },
            },
          }}
        >
          {childNodes.map((node) => (
            <MenuItem key={node.id} value={node.id} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
              {node.name}
            </MenuItem>
          ))}
          {childNodes.length > 0 && <Divider />}
          <MenuItem value={ADD_NEW} sx={{ color: 'secondary.main', fontWeight: 600 }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <AddIcon fontSize="small" />
            </ListItemIcon>
            {t('adminPlaces.addNew')}
          </MenuItem>
        </TextField>
      ) : (
        <Typography color="text.secondary">{endText}</Typography>
      )}
    </Box>
  );
}
