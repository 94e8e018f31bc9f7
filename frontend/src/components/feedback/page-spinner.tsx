import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** In-layout spinner while a page's code loads. */
export function PageSpinner() {
  return (
    <Box role="status" aria-label="Loading page" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress />
    </Box>
  );
}
