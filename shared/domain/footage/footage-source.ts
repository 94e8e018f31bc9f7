/**
 * Where footage lives: the sources an import can read from, and what a parsed link names. Google Drive is on
 * every plan; the others are the 'Premium integrations' feature (shared/domain/plan-features.ts).
 */
import type { PlanLevel } from '../status-values';
import { planIncludes } from '../plan-features';

export const FOOTAGE_SOURCES = ['drive', 'dropbox', 'onedrive', 'box', 'https'] as const;
export type FootageSource = (typeof FOOTAGE_SOURCES)[number];

/** What a link names: a file, a folder, or (Box and some OneDrive links) one of both, known once resolved. */
export const FOOTAGE_LINK_KINDS = ['file', 'folder', 'item'] as const;
export type FootageLinkKind = (typeof FOOTAGE_LINK_KINDS)[number];

/** Whether a workspace on `plan` may import from `source`. */
export function planAllowsSource(plan: PlanLevel, source: FootageSource): boolean {
  return source === 'drive' || planIncludes(plan, 'integrations');
}

/** The name shown for a source (the link's own service: a OneDrive-for-Business link says SharePoint). */
export type FootageService = 'Google Drive' | 'Dropbox' | 'OneDrive' | 'SharePoint' | 'Box' | 'Web';

/** What the wizard shows for a recognised link: 'Dropbox file', 'OneDrive folder', 'Box shared link'. */
export function footageLinkLabel(service: FootageService, kind: FootageLinkKind): string {
  if (service === 'Web') return 'Video file link (https)';
  if (kind === 'item') return `${service} shared link`;
  return `${service} ${kind}`;
}
