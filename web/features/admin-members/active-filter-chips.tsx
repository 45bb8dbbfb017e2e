import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, MEMBER_CATEGORIES } from '../../../domain/constants';
import { CATEGORY_LABEL_KEYS } from '../../components/member-details/detail-labels';
import { isolate } from '../../i18n/bidi';
import { labelled } from '../../i18n/labelled';
import {
  MEMBER_FILTER_KEYS,
  type MemberFilterKey,
  type MemberFilterText,
  withoutFilter,
} from './member-filter-values';

type Props = {
  /** The filters the list is filtered by (the URL's), not what is being typed in the drawer. */
  value: MemberFilterText;
  onApply: (next: MemberFilterText) => void;
  /** The names of the chosen subcategory and level, and of the masjid when one was picked here. */
  names: { subCategory?: string; level?: string; area?: string };
};

/**
 * On a phone the filters sit in a closed drawer: the filters in force show as chips under 'Open
 * Filters', each saying what it filters by, and each cleared by its cross, by Enter or by Delete. The focus
 * then moves to the next chip, or back to 'Open Filters' when none is left.
 */
export function ActiveFilterChips({ value, onApply, names }: Props) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const active = MEMBER_FILTER_KEYS.filter((key) => value[key]?.trim());
  // Where the focus goes once a cleared chip has gone: the chip in its place, or 'Open Filters' before the list.
  const focusNext = useRef<{ index: number; before: Element | null } | null>(null);
  const activeKey = active.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chips shown are what changes the focus.
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    const chips = listRef.current?.querySelectorAll<HTMLElement>('[role="button"]');
    if (chips?.length) chips[Math.min(next.index, chips.length - 1)]?.focus();
    else if (next.before instanceof HTMLElement) next.before.focus();
  }, [activeKey]);
  if (active.length === 0) return null;

  const valueText = (key: MemberFilterKey, raw: string): string => {
    if (key === 'gender' && GENDERS.includes(raw as (typeof GENDERS)[number]))
      return t(`adminMembers.${raw as (typeof GENDERS)[number]}`);
    if (key === 'category' && MEMBER_CATEGORIES.includes(raw as (typeof MEMBER_CATEGORIES)[number]))
      return t(CATEGORY_LABEL_KEYS[raw as (typeof MEMBER_CATEGORIES)[number]]);
    if (key === 'subCategory' || key === 'level' || key === 'area')
      return names[key] ?? t('adminMembers.chosen');
    return key === 'name' ? isolate(raw) : raw;
  };
  const remove = (key: MemberFilterKey, index: number) => {
    focusNext.current = { index, before: listRef.current?.previousElementSibling ?? null };
    onApply(withoutFilter(value, key));
  };

  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label={t('adminMembers.activeFilters')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {active.map((key, index) => {
        const label = labelled(t(`adminMembers.${key}`), valueText(key, value[key]!.trim()));
        return (
          <li key={key}>
            <Chip
              label={label}
              aria-label={t('adminMembers.removeFilter', { filter: label })}
              onClick={() => remove(key, index)}
              onDelete={() => remove(key, index)}
              sx={{ height: 'auto', minHeight: 32, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
            />
          </li>
        );
      })}
    </Box>
  );
}
