import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { whenIdle } from '../../lib/when-idle';
import type { FiltersDrawerProps } from './filters-drawer-props';

const Sheet = preloadableLazy(() => import('./filters-sheet'));

/** Under 600 px a list's filters leave the page for a bottom drawer: the list keeps the screen. */
export function usePhoneFilters(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}

/**
 * The bottom drawer a phone's filters open in (a search region holding the fields, then the drawer's own
 * buttons: 'Done' unless `actions` says otherwise). Its code (MUI's drawer, modal and transitions) is not part
 * of a list's first load: it is fetched at the first idle moment and mounted when first opened.
 */
export function FiltersDrawer(props: FiltersDrawerProps) {
  const opened = useOpenedOnce(props.open);
  useEffect(() => whenIdle(() => void Sheet.preload().catch(() => {})), []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  );
}

/**
 * A list's filters: in a row above the list on a wide screen; under 600 px behind one button (`openLabel`),
 * with what is in force (`summary`) under it, in a bottom drawer. `actions` gets a `close` for buttons that
 * also end the phone's drawer (Apply, Clear); without it the drawer has 'Done'.
 */
export function FiltersPanel({
  label,
  openLabel = label,
  children,
  wideActions,
  actions,
  summary,
}: {
  label: string;
  openLabel?: string;
  children: ReactNode;
  /** Buttons after the fields on a wide screen. */
  wideActions?: ReactNode;
  /** The drawer's buttons; `close` ends the drawer. */
  actions?: (close: () => void) => ReactNode;
  summary?: ReactNode;
}) {
  const small = usePhoneFilters();
  const [open, setOpen] = useState(false);
  if (!small) {
    return (
      <Box
        role="search"
        aria-label={label}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        {children}
        {wideActions}
      </Box>
    );
  }
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<FilterListIcon />}
        onClick={() => setOpen(true)}
      >
        {openLabel}
      </Button>
      {summary}
      <FiltersDrawer label={label} open={open} onClose={close} actions={actions?.(close)}>
        {children}
      </FiltersDrawer>
    </>
  );
}
