import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useReferenceNames } from '../../i18n/reference-names';
import { type CategoryRow, childCategories } from '../../lib/category-trail';

export type ChosenCategory = { id: string; name: string } | null;

type Props = {
  categories: readonly CategoryRow[];
  /** The chosen categories from the top down. */
  trail: readonly string[];
  onChange: (trail: string[]) => void;
};

/**
 * The category tree as dropdowns: 'Category', then 'Subcategory' under the chosen one when it has any.
 * Choosing a category clears the subcategory below it.
 */
export function CategoryCascade({ categories, trail, onChange }: Props) {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const levels = [null, ...trail].map((parentId, depth) => ({
    depth,
    options: childCategories(categories, parentId),
  }));
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {levels
        .filter((level) => level.options.length > 0)
        .map(({ depth, options }) => (
          <TextField
            key={depth}
            select
            fullWidth
            label={depth === 0 ? t('adminPlaces.category') : t('adminPlaces.subcategory')}
            value={trail[depth] ?? ''}
            onChange={(event) => onChange([...trail.slice(0, depth), event.target.value])}
          >
            {options.map((c) => (
              <MenuItem key={c.id} value={c.id} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
                {names.category(c.name)}
              </MenuItem>
            ))}
          </TextField>
        ))}
    </Stack>
  );
}

/** The category the trail ends on, or null for none. */
export function chosenCategory(categories: readonly CategoryRow[], trail: readonly string[]): ChosenCategory {
  const id = trail[trail.length - 1];
  const found = id ? categories.find((c) => c.id === id) : undefined;
  return found ? { id: found.id, name: found.name } : null;
}
