import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, MEMBER_CATEGORIES } from '../../../domain/constants';
import { FiltersPanel, usePhoneFilters } from '../../components/filters/filters-drawer';
import { useFilterDraft } from '../../components/filters/use-filter-draft';
import { LoadingStatus } from '../../components/loading-status';
import { CATEGORY_LABEL_KEYS } from '../../components/member-details/detail-labels';
import { useReferenceNames } from '../../i18n/reference-names';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useCall } from '../../lib/use-call';
import { whenIdle } from '../../lib/when-idle';
import { ActiveFilterChips } from './active-filter-chips';
import type { Choice, FilterChoiceKey } from './member-filter-fields';
import { filterKeyOf, type MemberFilterText } from './member-filter-values';
import { useAreaChoice } from './use-area-choice';

const Fields = preloadableLazy(() => import('./member-filter-fields'));

/** The fields' widths in a wide screen's row: name, gender, age, category, subcategory, level. */
const FIELD_WIDTHS = [228, 160, 100, 160, 160, 160];

/**
 * The fields' outlines while their code arrives, each the size of its field, so that nothing below moves when
 * they come (an unfiltered list may already be on screen from the device's copy). In a phone's drawer: a
 * loading line.
 */
function FieldsLoading({ small, showArea }: { small: boolean; showArea: boolean }) {
  const { t } = useTranslation();
  if (small) return <LoadingStatus label={t('common.loading')} dense />;
  const outline = { height: 56, border: 1, borderColor: 'divider', borderRadius: 1 } as const;
  return (
    <>
      {FIELD_WIDTHS.map((width, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of outlines that never reorders.
        <Box key={i} aria-hidden sx={{ ...outline, width }} />
      ))}
      {showArea && <Box aria-hidden sx={{ ...outline, flexBasis: '100%' }} />}
    </>
  );
}

type Props = {
  value: MemberFilterText;
  onApply: (next: MemberFilterText) => void;
  /** Admins narrow by area or masjid; a volunteer's area is their scope. */
  showArea: boolean;
};

const VALUES_TTL_MS = 3_600_000;

/** The reference values a subcategory and a level are chosen from (a member's details). */
function useDetailChoices(draft: MemberFilterText): { sub: Choice[]; levels: Choice[] } {
  const values = useCall('getReferenceValues', {}, { ttl: VALUES_TTL_MS }).data;
  const names = useReferenceNames();
  if (!values) return { sub: [], levels: [] };
  const studies = draft.category === 'student' || draft.category === 'student-working';
  const sub: Choice[] = studies
    ? values.education.map((e) => ({
        value: String(e.levelId),
        label: names.value('education', e.levelId, e.levelName),
      }))
    : draft.category === 'working'
      ? values.workTypes.map((w) => ({
          value: String(w.workTypeId),
          label: names.value('workType', w.workTypeId, w.workType),
        }))
      : draft.category === 'not working'
        ? values.notWorkStudy.map((r) => ({
            value: String(r.reasonId),
            label: names.value('reason', r.reasonId, r.reason),
          }))
        : [];
  const education = studies
    ? values.education.find((e) => String(e.levelId) === draft.subCategory)
    : undefined;
  const levels = values.educationLevels
    .filter(
      (l) => !education || (l.levelId >= education.levelRange.start && l.levelId <= education.levelRange.end),
    )
    .map((l) => ({ value: String(l.levelId), label: names.value('educationLevel', l.levelId, l.levelName) }));
  return { sub, levels };
}

/**
 * The directory's filter panel (name, gender, age, category, subCategory, level) with
 * 'Clear Filters'. On a wide screen it sits above the list and applies as it changes; under 600 px it opens
 * with 'Open Filters' in a bottom drawer and applies with 'Apply Filters'.
 */
export function MemberFiltersPanel({ value, onApply, showArea }: Props) {
  const { t } = useTranslation();
  const small = usePhoneFilters();
  const { draft, set, apply, clear } = useFilterDraft(value, onApply, { live: !small, keyOf: filterKeyOf });
  const area = useAreaChoice(value.area, set);
  // A wide screen's render fetches the fields; a phone opens them later, so they come at an idle moment.
  useEffect(() => (small ? whenIdle(() => void Fields.preload().catch(() => {})) : undefined), [small]);
  const { sub, levels } = useDetailChoices(draft);
  const inForce = useDetailChoices(value);
  const clearAll = () => {
    clear();
    area.clear();
  };
  /** A choice changes what hangs below it: a new category clears its subcategory and level, and so on. */
  const pick = (key: FilterChoiceKey, choice: string) =>
    set(
      key === 'category'
        ? { category: choice, subCategory: '', level: '' }
        : key === 'subCategory'
          ? { subCategory: choice, level: '' }
          : { [key]: choice },
    );
  const genders = GENDERS.map((g) => ({ value: g, label: t(`adminMembers.${g}`) }));
  const categories = MEMBER_CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_LABEL_KEYS[c]) }));
  const choice = (field: FilterChoiceKey, label: string, choices: Choice[], disabled = false) => ({
    field,
    label,
    choices,
    disabled,
    value: draft[field] ?? '',
    onPick: pick,
  });
  const dropdowns = {
    gender: choice('gender', t('adminMembers.gender'), genders),
    category: choice('category', t('adminMembers.category'), categories),
    subCategory: choice('subCategory', t('adminMembers.subCategory'), sub, !draft.category),
    level: choice('level', t('adminMembers.level'), levels),
  };
  const clearButton = (close?: () => void) => (
    <Button
      color="secondary"
      onClick={() => {
        clearAll();
        close?.();
      }}
    >
      {t('adminMembers.clearFilters')}
    </Button>
  );

  return (
    <FiltersPanel
      label={t('adminMembers.filters')}
      openLabel={t('adminMembers.openFilters')}
      wideActions={clearButton()}
      actions={(close) => (
        <>
          <Button
            variant="contained"
            color="secondary"
            onClick={() => {
              apply();
              close();
            }}
          >
            {t('adminMembers.applyFilters')}
          </Button>
          {clearButton(close)}
        </>
      )}
      summary={
        <ActiveFilterChips
          value={value}
          onApply={onApply}
          names={{
            subCategory: inForce.sub.find((c) => c.value === value.subCategory)?.label,
            level: inForce.levels.find((c) => c.value === value.level)?.label,
            area: area.name,
          }}
        />
      }
    >
      <Suspense fallback={<FieldsLoading small={small} showArea={showArea} />}>
        <Fields draft={draft} set={set} dropdowns={dropdowns} area={showArea ? area.picker : undefined} />
      </Suspense>
    </FiltersPanel>
  );
}
