import Button from '@mui/material/Button';

/** The full-width primary action of a form; it reads `busyLabel` and is disabled while the form works. */
export function SubmitButton({
  label,
  busyLabel,
  busy,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
}) {
  return (
    <Button type="submit" variant="contained" color="secondary" size="large" disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
