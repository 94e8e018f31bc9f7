import Box from '@mui/material/Box';

/** The product mark (a play triangle in a rounded violet square); decorative. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      sx={{ flexShrink: 0 }}
    >
      <rect width="32" height="32" rx="8" fill="#7c4dff" />
      <path d="M12 9l11 7-11 7z" fill="white" />
    </Box>
  );
}
