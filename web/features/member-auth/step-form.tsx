import Box from '@mui/material/Box';
import type { FormEventHandler, ReactNode } from 'react';

/** The column every step of the authentication screen uses. */
export function StepForm({
  onSubmit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {children}
    </Box>
  );
}
