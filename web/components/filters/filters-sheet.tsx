import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import { useTranslation } from 'react-i18next';
import type { FiltersDrawerProps } from './filters-drawer-props';

/** The filters drawer's look and behaviour, MUI's Drawer: loaded when needed by `FiltersDrawer`. */
export default function FiltersSheet({ label, open, onClose, children, actions }: FiltersDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer anchor="bottom" open={open} onClose={onClose}>
      <Box
        role="search"
        aria-label={label}
        sx={{ display: 'grid', gap: 2, p: 2, maxHeight: '85vh', overflowY: 'auto' }}
      >
        {children}
        {actions ?? (
          <Button variant="contained" color="secondary" onClick={onClose}>
            {t('common.done')}
          </Button>
        )}
      </Box>
    </Drawer>
  );
}
