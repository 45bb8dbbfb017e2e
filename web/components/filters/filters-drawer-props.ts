import type { ReactNode } from 'react';

// Apart from the drawer and its lazily loaded sheet, which both take them, so that neither imports the other back.
export type FiltersDrawerProps = {
  label: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
};
