import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersDrawer, usePhoneFilters } from '../../components/filters/filters-drawer';

type Filter = {
  key: 'area' | 'category';
  label: string;
  active: boolean;
  onClear: () => void;
  body: ReactNode;
};

/**
 * The staff accounts' area and category filters, side by side on a wide screen, and
 * under 600 px each in a bottom drawer opened by its own fixed button ('Area Filter', 'Category Filter').
 */
export function AccountFilters({ filters }: { filters: Filter[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const small = usePhoneFilters();
  const [open, setOpen] = useState<Filter['key'] | null>(null);

  // In a drawer the drawer is the search region; a second one inside it would be announced twice.
  const panel = (filter: Filter, inDrawer = false) => (
    <Box
      key={filter.key}
      role={inDrawer ? undefined : 'search'}
      aria-label={inDrawer ? undefined : filter.label}
      sx={{ display: 'grid', gap: 1.5, flex: '1 1 280px' }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 36 }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {filter.label}
        </Typography>
        {filter.active && (
          <Button size="small" color="secondary" onClick={filter.onClear}>
            {t('adminAccounts.clearFilter')}
          </Button>
        )}
      </Box>
      {filter.body}
    </Box>
  );

  if (!small) {
    return (
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        {filters.map((filter) => panel(filter))}
      </Paper>
    );
  }
  return (
    <>
      {/* Fixed at the bottom of a phone's screen, above the list, so the filters are always one tap away. */}
      <Box
        sx={{
          position: 'fixed',
          insetInline: 16,
          bottom: 16,
          zIndex: theme.zIndex.appBar,
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: 1,
        }}
      >
        {filters.map((filter) => (
          <Button
            key={filter.key}
            variant="contained"
            color={filter.active ? 'secondary' : 'inherit'}
            onClick={() => setOpen(filter.key)}
            sx={{ boxShadow: 3, bgcolor: filter.active ? undefined : 'background.paper' }}
          >
            {filter.label}
          </Button>
        ))}
      </Box>
      {filters.map((filter) => (
        <FiltersDrawer
          key={filter.key}
          label={filter.label}
          open={open === filter.key}
          onClose={() => setOpen(null)}
        >
          {panel(filter, true)}
        </FiltersDrawer>
      ))}
    </>
  );
}
