import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The Lighthouse bench's anchor (bench/lighthouse.ts): the portal's stack (Vite, React, MUI with emotion) and
 * nothing else, one text field and a button, so the portal's pages can be read against what the stack itself
 * costs on the same machine in the same run.
 */
const theme = createTheme({ palette: { primary: { main: '#FFD400', contrastText: '#000000' } } });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <main style={{ maxWidth: 440, margin: '0 auto', padding: 16 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Login
        </Typography>
        <TextField label="Mobile Number" type="tel" fullWidth margin="normal" />
        <Button variant="contained" fullWidth>
          Continue
        </Button>
      </main>
    </ThemeProvider>
  </StrictMode>,
);
