/**
 * Settings › Branding: the workspace's brand (Pro; Admins and the Owner change it, others see it). The studio
 * name, logo, accent colour, light or dark review page and 'Show "Reviewed with Cutroom"', with a live
 * preview of the review page at a desktop and a phone size drawn in the brand's theme, and the notice when
 * the contrast rule had to adjust the colour. Free and Basic see what Pro adds.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { BrandView } from '../../../../../shared/api/endpoints/brand';
import { isHexColour, resolveAccent } from '../../../../../shared/domain/brand-colour';
import {
  BRAND_LIMITS,
  BRAND_LOGO_TYPES,
  type AppliedBrand,
  type BrandSettings,
  type BrandTheme,
} from '../../../../../shared/domain/brand';
import { PRODUCT_NAME } from '../../../../../shared/config/product';
import { BRAND_MESSAGES as T } from '../../../../../shared/messages/brand-messages';
import { useToast } from '../../../components/toast/toast-context';
import { brandTheme } from '../../../lib/brand-theme';
import { useBrand, useRemoveLogo, useSaveBrand, useUploadLogo } from '../api/brand';
import { PlanGate, SectionQuery, SettingsSection } from './settings-section';
import { ReviewHostCard } from './review-host-card';

const DEFAULTS: BrandSettings = { displayName: '', accent: '#7c3aed', theme: 'light', showPoweredBy: true };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function BrandingSection() {
  const brand = useBrand();
  return (
    <SettingsSection id="branding" title={T.title} intro={T.intro}>
      <SectionQuery query={brand} label={T.title} height={200} messageOf={messageOf}>
        {(view) => (
          <PlanGate gate={{ feature: 'customBranding', planLevel: view.plan, adds: <ProAdds view={view} /> }}>
            <BrandForm view={view} />
          </PlanGate>
        )}
      </SectionQuery>
      <ReviewHostCard />
    </SettingsSection>
  );
}

/** What Pro adds to a workspace below it (and that a brand kept from Pro is not shown meanwhile). */
function ProAdds({ view }: { view: BrandView }) {
  return (
    <>
      {view.brand ? <Typography color="text.secondary">{T.fallback}</Typography> : null}
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {T.proAdds.map((line) => (
          <Typography component="li" key={line}>
            {line}
          </Typography>
        ))}
      </Box>
    </>
  );
}

function BrandForm({ view }: { view: BrandView }) {
  const toast = useToast();
  const save = useSaveBrand();
  const stored = view.brand;
  const [form, setForm] = useState<BrandSettings>(
    stored
      ? {
          displayName: stored.displayName,
          accent: stored.accent,
          theme: stored.theme,
          showPoweredBy: stored.showPoweredBy,
        }
      : DEFAULTS,
  );
  const [hex, setHex] = useState(form.accent);
  const disabled = !view.mayChange;
  const set = (changes: Partial<BrandSettings>) => setForm((f) => ({ ...f, ...changes }));

  const onHex = (value: string) => {
    setHex(value);
    if (isHexColour(value)) set({ accent: value.toLowerCase() });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form, {
      onSuccess: () => toast.success(T.saved),
      onError: (error) => toast.error(messageOf(error)),
    });
  };

  const preview: AppliedBrand = {
    ...form,
    displayName: form.displayName || 'Your studio',
    logo: stored?.logo ?? null,
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.2fr)' },
      }}
    >
      <Stack component="form" spacing={2} onSubmit={onSubmit} aria-label={T.title}>
        {disabled ? <Alert severity="info">{T.onlyAdmins}</Alert> : null}
        <TextField
          label={T.displayName}
          value={form.displayName}
          onChange={(e) => set({ displayName: e.target.value })}
          slotProps={{ htmlInput: { maxLength: BRAND_LIMITS.displayNameMax } }}
          required
          disabled={disabled}
        />
        <LogoField hasLogo={Boolean(stored?.logo)} disabled={disabled} />
        <AccentField accent={form.accent} theme={form.theme} hex={hex} onHex={onHex} disabled={disabled} />
        <Box>
          <Typography component="p" variant="body2" id="brand-theme-label">
            {T.theme}
          </Typography>
          <RadioGroup
            row
            aria-labelledby="brand-theme-label"
            value={form.theme}
            onChange={(e) => set({ theme: e.target.value as BrandTheme })}
          >
            <FormControlLabel value="light" control={<Radio />} label={T.themeLight} disabled={disabled} />
            <FormControlLabel value="dark" control={<Radio />} label={T.themeDark} disabled={disabled} />
          </RadioGroup>
        </Box>
        <FormControlLabel
          control={
            <Switch checked={form.showPoweredBy} onChange={(e) => set({ showPoweredBy: e.target.checked })} />
          }
          label={T.showPoweredBy}
          disabled={disabled}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={disabled || save.isPending || !isHexColour(hex)}
          >
            {T.save}
          </Button>
        </Box>
      </Stack>
      <BrandPreview brand={preview} />
    </Box>
  );
}

/** The workspace logo: upload (checked and re-encoded by the server) and remove. */
function LogoField({ hasLogo, disabled }: { hasLogo: boolean; disabled: boolean }) {
  const toast = useToast();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, { onError: (error) => toast.error(messageOf(error)) });
  };
  return (
    <Box>
      <Typography component="p" variant="body2" sx={{ mb: 1 }}>
        {T.logo}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" disabled={disabled || upload.isPending}>
          {T.uploadLogo}
          <input hidden type="file" accept={BRAND_LOGO_TYPES.join(',')} onChange={onFile} />
        </Button>
        {hasLogo ? (
          <Button variant="text" onClick={() => remove.mutate()} disabled={disabled || remove.isPending}>
            {T.removeLogo}
          </Button>
        ) : null}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {T.logoHint}
      </Typography>
    </Box>
  );
}

/** The accent: a picker and its hex value, the colour actually used, and a notice when it had to change. */
function AccentField(props: {
  accent: string;
  theme: BrandTheme;
  hex: string;
  onHex: (value: string) => void;
  disabled: boolean;
}) {
  const { hex, onHex, disabled } = props;
  const accent = resolveAccent(props.accent, props.theme);
  return (
    <>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box
          component="input"
          type="color"
          aria-label={T.accentPicker}
          value={props.accent}
          disabled={disabled}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onHex(e.target.value)}
          sx={{
            width: 56,
            height: 56,
            p: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'transparent',
          }}
        />
        <TextField
          label={T.accent}
          value={hex}
          onChange={(e) => onHex(e.target.value.trim())}
          error={!isHexColour(hex)}
          helperText={T.colourUsed(accent.text)}
          disabled={disabled}
        />
      </Stack>
      {accent.adjusted ? (
        <Alert severity="warning" data-testid="colour-adjusted">
          {T.colourAdjusted}
        </Alert>
      ) : null}
    </>
  );
}

/**
 * The review page in miniature, drawn with the same theme the client's page gets: the header with logo and
 * name, the player with note markers and a range band, the note buttons; at a desktop and a phone width.
 */
function BrandPreview({ brand }: { brand: AppliedBrand }) {
  const base = useTheme();
  const theme = useMemo(
    () => brandTheme(base, { accent: brand.accent, theme: brand.theme }),
    [base, brand.accent, brand.theme],
  );
  return (
    <Box aria-label={T.preview} role="group">
      <Typography component="p" variant="body2" sx={{ mb: 1 }}>
        {T.preview}
      </Typography>
      <ThemeProvider theme={theme}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <MiniReview brand={brand} phone={false} />
          <MiniReview brand={brand} phone />
        </Stack>
      </ThemeProvider>
    </Box>
  );
}

function MiniReview({ brand, phone }: { brand: AppliedBrand; phone: boolean }) {
  return (
    <Box
      data-testid={phone ? 'preview-phone' : 'preview-desktop'}
      aria-label={phone ? T.previewPhone : T.previewDesktop}
      role="img"
      sx={{
        width: phone ? 150 : '100%',
        maxWidth: phone ? 150 : 360,
        flex: phone ? 'none' : 1,
        bgcolor: 'background.default',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: phone ? 3 : 1.5,
        p: 1.25,
        overflow: 'hidden',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mb: 1 }}>
        {brand.logo ? (
          <Box component="img" src={brand.logo.url} alt="" sx={{ height: 18, width: 'auto', maxWidth: 72 }} />
        ) : null}
        <Typography sx={{ fontSize: 11, fontWeight: 650 }} noWrap>
          {brand.displayName}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: phone ? '1fr' : '1.6fr 1fr' }}>
        <Box>
          <Box sx={{ aspectRatio: '16 / 9', bgcolor: '#000', borderRadius: 1 }} />
          <Box sx={{ position: 'relative', height: 8, mt: 0.75, borderRadius: 4, bgcolor: 'action.hover' }}>
            <Box
              sx={{
                position: 'absolute',
                left: '30%',
                width: '25%',
                top: 0,
                bottom: 0,
                borderRadius: 4,
                bgcolor: (t) => `${t.palette.primary.main}73`,
                border: 1,
                borderColor: 'primary.main',
              }}
            />
            {[12, 70, 88].map((left) => (
              <Box
                key={left}
                sx={{
                  position: 'absolute',
                  left: `${left}%`,
                  top: 0,
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                }}
              />
            ))}
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ mt: 0.75 }}>
            <Box
              sx={{
                fontSize: 9,
                px: 0.75,
                py: 0.25,
                border: 1,
                borderColor: 'primary.main',
                color: 'primary.main',
                borderRadius: 1,
              }}
            >
              Mark in
            </Box>
            <Box
              sx={{
                fontSize: 9,
                px: 0.75,
                py: 0.25,
                border: 1,
                borderColor: 'primary.main',
                color: 'primary.main',
                borderRadius: 1,
              }}
            >
              Draw
            </Box>
          </Stack>
        </Box>
        <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, p: 0.75 }}>
          <Box sx={{ height: 22, borderRadius: 0.5, border: 1, borderColor: 'divider', mb: 0.75 }} />
          <Box
            sx={{
              fontSize: 10,
              fontWeight: 600,
              textAlign: 'center',
              py: 0.5,
              borderRadius: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            Submit All
          </Box>
        </Box>
      </Box>
      {brand.showPoweredBy ? (
        <Typography sx={{ fontSize: 9, mt: 1, textAlign: 'center' }} color="text.secondary">
          {T.poweredBy} {PRODUCT_NAME}
        </Typography>
      ) : null}
    </Box>
  );
}
