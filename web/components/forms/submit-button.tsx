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
    <Button
      type="submit"
      variant="contained"
      color="secondary"
      size="large"
      disabled={busy}
      // What the prerendered sign-in's button says when pressed before the app arrives (server/http/sign-in-boot-script.ts).
      data-busy-label={busyLabel}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
