/**
 * The frame every Settings section shares, so that a new section is its body only: a card that is a landmark
 * named by its heading (and an anchor `?section=` can scroll to), an optional intro; for a plan's feature the
 * one plan gate (below the plan: the plan's reason, what the plan adds and the way to upgrade, instead of the
 * body; the server refuses the routes there too); and the one loading and error state of a section's query.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  planFeatureReason,
  planIncludes,
  type PlanFeature,
} from '../../../../../shared/domain/plan-features';
import type { PlanLevel } from '../../../../../shared/domain/status-values';
import { NAV_LABELS } from '../../../../../shared/messages/access-messages';
import { paths } from '../../../config/paths';

/** A section that is a plan's feature: its body shows only when `planLevel` includes `feature`. */
export interface SectionPlanGate {
  readonly feature: PlanFeature;
  readonly planLevel: PlanLevel;
  /** What the plan adds, shown under the reason below the plan. */
  readonly adds?: ReactNode;
}

export interface SettingsSectionProps {
  /** The section's anchor; its heading is `${id}-title`. */
  readonly id: string;
  readonly title: ReactNode;
  /** A text (the section's secondary paragraph) or parts of its own; shown above the gate and the body. */
  readonly intro?: ReactNode;
  readonly gate?: SectionPlanGate;
  readonly ref?: Ref<HTMLElement>;
  readonly titleColor?: string;
  readonly sx?: SxProps<Theme>;
  readonly children: ReactNode;
}

export function SettingsSection({
  id,
  title,
  intro,
  gate,
  ref,
  titleColor,
  sx,
  children,
}: SettingsSectionProps) {
  return (
    <Card component="section" id={id} aria-labelledby={`${id}-title`} ref={ref} sx={sx}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h4" component="h2" color={titleColor} gutterBottom>
          {title}
        </Typography>
        {typeof intro === 'string' ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
        ) : (
          intro
        )}
        {gate ? <PlanGate gate={gate}>{children}</PlanGate> : children}
      </CardContent>
    </Card>
  );
}

/**
 * `children` when the plan includes the feature; below it, the plan's reason with the way to upgrade, and what
 * the plan adds. (For a section whose plan is known only from its own query; else pass `gate` to the section.)
 */
export function PlanGate({
  gate,
  children,
}: {
  readonly gate: SectionPlanGate;
  readonly children: ReactNode;
}) {
  if (planIncludes(gate.planLevel, gate.feature)) return children;
  return (
    <Stack spacing={1.5} data-testid="plan-upsell">
      <Alert
        severity="info"
        variant="outlined"
        action={
          <Button
            component={RouterLink}
            to={paths.upgrade}
            color="inherit"
            size="small"
            variant="outlined"
            // One line even beside a long reason on a phone.
            sx={{ whiteSpace: 'nowrap' }}
          >
            {NAV_LABELS.upgradePlan}
          </Button>
        }
        sx={{ alignItems: 'center' }}
      >
        {planFeatureReason(gate.feature)}
      </Alert>
      {gate.adds}
    </Stack>
  );
}

/**
 * A section's query: a busy placeholder named `label` while it loads, the error's message if it fails,
 * else `children` of its data.
 */
export function SectionQuery<T>({
  query,
  label,
  height = 96,
  messageOf,
  children,
}: {
  readonly query: UseQueryResult<T>;
  readonly label: string;
  readonly height?: number;
  readonly messageOf: (error: unknown) => string;
  readonly children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return <Skeleton variant="rounded" height={height} role="status" aria-busy="true" aria-label={label} />;
  if (query.isError) return <Alert severity="error">{messageOf(query.error)}</Alert>;
  return children(query.data);
}

/** A named list of a section's rows (an endpoint, a key, a member, a delivery a row), without bullets. */
export function SectionList({
  label,
  spacing = 1.5,
  children,
}: {
  readonly label: string;
  readonly spacing?: number;
  readonly children: ReactNode;
}) {
  return (
    <Stack component="ul" spacing={spacing} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
      {children}
    </Stack>
  );
}
