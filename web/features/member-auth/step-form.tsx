import Box from '@mui/material/Box';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * The column every step of the authentication screen uses. A post form: should the browser ever send it
 * itself (no JavaScript), nothing typed goes into an address.
 */
export function StepForm({
  onSubmit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Box component="form" method="post" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {children}
    </Box>
  );
}
