import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type FiltersDrawerProps = {
  label: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
};

/**
 * The bottom drawer a phone's filters open in: a search region holding the fields, then the drawer's own
 * buttons ('Done' unless `actions` says otherwise).
 */
export default function FiltersDrawer({ label, open, onClose, children, actions }: FiltersDrawerProps) {
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
