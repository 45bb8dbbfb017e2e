import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';

/**
 * The pieces the times form's lists of rows share (Eid times, Jumu'ahs, timetables for dates, and each
 * jamaat rule): a group named by its legend, the button that adds a row and the one that removes a row of
 * times. Each list keeps its own rows and rules; only their look and names are here.
 */

/** Fields under one legend, which names them to a screen reader; a timetable's, which hold many, framed. */
export function FieldGroup({
  legend,
  framed = false,
  children,
}: {
  legend: string;
  framed?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="fieldset"
      sx={{
        m: 0,
        minWidth: 0,
        display: 'grid',
        ...(framed
          ? { border: 1, borderColor: 'divider', borderRadius: 1, p: 2, gap: 2 }
          : { border: 0, p: 0, gap: 1.5 }),
      }}
    >
      <Typography
        component="legend"
        variant="subtitle1"
        sx={{ fontWeight: 600, ...(framed ? { px: 0.5 } : { mb: 1 }) }}
      >
        {legend}
      </Typography>
      {children}
    </Box>
  );
}

type ButtonProps = { label: string; disabled?: boolean | undefined; onClick: () => void };

/** The outlined button that adds a row, at the start of its line; `buttonRef` for the focus to come back to. */
export function AddRowButton({
  label,
  disabled,
  onClick,
  buttonRef,
}: ButtonProps & { buttonRef?: Ref<HTMLButtonElement> }) {
  return (
    <Button
      ref={buttonRef}
      variant="outlined"
      color="secondary"
      startIcon={<AddIcon />}
      disabled={disabled}
      sx={{ justifySelf: 'start' }}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** The bin at the end of a row of times, named for the row it removes. */
export function RemoveRowButton({ label, disabled, onClick }: ButtonProps) {
  return (
    <IconButton onClick={onClick} disabled={disabled} aria-label={label} sx={{ mt: 1 }}>
      <DeleteOutlined />
    </IconButton>
  );
}
