/**
 * Where an imported video comes from when it is not Google Drive: a footage link (Dropbox, OneDrive/SharePoint,
 * Box, https), which only a plan with Premium integrations may import from, and which must be the link the
 * footage listing named (the shared parser reads it again; the download worker's guard judges every hop).
 */
import type { ImportVideo } from '../../../shared/api/endpoints/projects';
import { parseFootageLink } from '../../../shared/domain/footage/footage-link';
import { planAllowsSource, type FootageSource } from '../../../shared/domain/footage/footage-source';
import { planFeatureReason } from '../../../shared/domain/plan-features';
import type { PlanLevel } from '../../../shared/domain/status-values';
import { PlanRequiredError, ValidationError } from '../../../shared/errors/app-error';
import { FOOTAGE_MESSAGES } from '../../../shared/messages/footage-messages';

export interface FootageOrigin {
  source: Exclude<FootageSource, 'drive'>;
  link: string;
  item: string;
}

/** The footage origin of an imported file (null for Drive); refuses below Pro and a link that is not one. */
export function footageOriginOf(file: ImportVideo, plan: PlanLevel): FootageOrigin | null {
  const source = file.source ?? 'drive';
  if (source === 'drive') return null;
  if (!planAllowsSource(plan, source)) throw new PlanRequiredError(planFeatureReason('integrations'));
  const parsed = parseFootageLink(file.link ?? '');
  if (!parsed.ok || parsed.source !== source || parsed.url !== file.link) {
    throw new ValidationError(FOOTAGE_MESSAGES.unsupported, { link: FOOTAGE_MESSAGES.unsupported });
  }
  return { source, link: parsed.url, item: file.item ?? '' };
}
