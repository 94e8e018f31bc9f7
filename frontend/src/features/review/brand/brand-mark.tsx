/**
 * The studio's mark in the review header: its logo (the box reserved from the stored size, so nothing moves
 * when it arrives) and its name; the name alone without a logo.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AppliedBrand } from '../../../../../shared/domain/brand';

export function BrandMark({ brand, height }: { brand: AppliedBrand; height: number }) {
  const { logo } = brand;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }} data-testid="brand-mark">
      {logo ? (
        <Box
          component="img"
          src={logo.url}
          alt=""
          width={Math.round((logo.width / logo.height) * height)}
          height={height}
          sx={{ display: 'block', objectFit: 'contain', maxWidth: 180, height, width: 'auto' }}
        />
      ) : null}
      <Typography
        component="span"
        sx={{ fontWeight: 650, fontSize: height >= 36 ? '1rem' : '0.85rem' }}
        noWrap
      >
        {brand.displayName}
      </Typography>
    </Box>
  );
}
