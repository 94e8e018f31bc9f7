/** The MUI theme: dark, calm, professional; violet primary to match the product's status colours. */
import { createTheme } from '@mui/material/styles';

export const STATUS_COLOURS = {
  active: '#8b5cf6',
  pending: '#f59e0b',
  approved: '#22c55e',
  archived: '#9ca3af',
} as const;

/** The error colour's dark shade: white text on it is 6.5:1 (on the main #ef4444 only 3.8:1). */
const ERROR_DARK = '#b91c1c';

export const SIDEBAR_WIDTH = 260;
/** The spec's desktop layout threshold. */
export const DESKTOP_QUERY = '(min-width:1024px)';

export const theme = createTheme({
  palette: {
    mode: 'dark',
    // Light violet with dark text: 7:1 on buttons, and readable as text and focus colour on the dark ground.
    primary: { main: '#a78bfa', light: '#c4b5fd', dark: '#8b5cf6', contrastText: '#12121a' },
    secondary: { main: '#38bdf8' },
    success: { main: '#22c55e' },
    warning: { main: '#f59e0b' },
    // The darker shade carries white text (6.5:1) where red is filled; the main red reads on the dark ground.
    error: { main: '#ef4444', dark: ERROR_DARK, contrastText: '#ffffff' },
    info: { main: '#60a5fa' },
    background: { default: '#12121a', paper: '#1b1b26' },
    divider: 'rgba(255,255,255,0.08)',
    text: { primary: '#ececf3', secondary: '#a3a3b8' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.6rem', fontWeight: 700 },
    h3: { fontSize: '1.35rem', fontWeight: 650 },
    h4: { fontSize: '1.2rem', fontWeight: 650 },
    h5: { fontSize: '1.05rem', fontWeight: 600 },
    h6: { fontSize: '0.95rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { backgroundColor: '#12121a' },
        // A visible focus ring for keyboard users everywhere.
        '*:focus-visible': { outline: '2px solid #a78bfa', outlineOffset: 2 },
      },
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiCard: { styleOverrides: { root: { border: '1px solid rgba(255,255,255,0.08)' } } },
    // Contrast (WCAG AA, checked by axe in the e2e suite): filled buttons are the light primary with dark
    // text (its contrastText), and primary-coloured text (outlined/text buttons, links) a lighter violet.
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          variants: [
            {
              props: { variant: 'outlined', color: 'primary' },
              style: { color: '#c4b5fd', borderColor: 'rgba(196,181,253,0.6)' },
            },
            { props: { variant: 'text', color: 'primary' }, style: { color: '#c4b5fd' } },
            // A destructive filled button: white on the error's dark shade (white on the main red is 3.8:1).
            {
              props: { variant: 'contained', color: 'error' },
              style: { backgroundColor: ERROR_DARK, '&:hover': { backgroundColor: '#991b1b' } },
            },
          ],
        },
      },
    },
    MuiLink: { defaultProps: { color: '#c4b5fd' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // Filled alerts (toasts, the archived banner): the status colour itself with dark text, ≥ 4.5:1 for
    // every severity (MUI's dark mode puts dark text on the darker shade, which fails contrast).
    MuiAlert: {
      styleOverrides: {
        filled: ({ ownerState, theme: t }) => ({
          backgroundColor: t.palette[ownerState.color ?? ownerState.severity ?? 'success'].main,
          color: '#12121a',
        }),
      },
    },
  },
});
