import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A read under way: a spinner and what is loading, announced politely to screen readers. */
export function LoadingStatus({ label, dense = false }: { label: string; dense?: boolean }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: dense ? 2 : 4 }}>
      <CircularProgress color="secondary" size={24} aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
