/**
 * The import wizard's look at a footage link that is not Google Drive: the shared parser reads it, the
 * workspace's plan must include Premium integrations, and the source's adapter lists the videos behind it
 * (checked for size and type before anything is copied). Drive links keep their own route (every plan).
 */
import type { FootageListResult } from '../../../shared/api/endpoints/footage';
import { parseFootageLink, type FootageLink } from '../../../shared/domain/footage/footage-link';
import { planAllowsSource, type FootageSource } from '../../../shared/domain/footage/footage-source';
import { planFeatureReason } from '../../../shared/domain/plan-features';
import { PlanRequiredError, ValidationError } from '../../../shared/errors/app-error';
import type { EditorPorts } from '../ports';
import type { Caller } from './ensure-profile';
import { workspacePlanProfile } from './workspace-scope';

export interface FootageListingPort {
  list(link: FootageLink & { source: Exclude<FootageSource, 'drive'> }): Promise<FootageListResult>;
}

export async function listFootageLink(
  ports: Pick<EditorPorts, 'profiles' | 'clock'> & { footage: FootageListingPort },
  input: { caller: Caller; url: string },
): Promise<FootageListResult> {
  const link = parseFootageLink(input.url);
  if (!link.ok) throw new ValidationError(link.message, { url: link.message });
  if (link.source === 'drive') {
    throw new ValidationError('Google Drive links are listed by the Drive import.', { url: 'drive' });
  }
  const profile = await workspacePlanProfile(ports, input.caller);
  if (!planAllowsSource(profile.planLevel, link.source)) {
    throw new PlanRequiredError(planFeatureReason('integrations'));
  }
  return ports.footage.list({ ...link, source: link.source });
}
