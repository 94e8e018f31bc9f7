/**
 * Composition root of the notify Lambda (the shape of functions/README.md): every port from the environment,
 * built once per container. Tests build their own with `buildNotifyDeps(overrides)` (a mail port that fails)
 * and pass them to `makeNotifyHandler`.
 */
import { appliedBrandOf, readBrandAndPlan } from '../branding';
import { s3LogoStorage } from '../media';
import { documentClient, s3Signing } from '../platform/aws/clients';
import { appUrl, brandAssetsUrl, mediaBucket, tableName } from '../platform/config/env';
import type { DbPort } from '../platform/db/db-port';
import { mailLinkSecretsFromEnv } from './adapters/mail-link-secret';
import { productMailFromEnv } from './adapters/product-mail-from-env';
import { unsubscribeLinks } from './mail/unsubscribe-links';
import { memoDeps, runtimePorts, systemClock } from '../platform/runtime/runtime-ports';
import type { MailBrands, NotifyPorts } from './ports';
import { notifyStore } from './store/notify-store';
import { analyticsDigestStore } from '../analytics/store/digest-store';
import { loadAggregate } from '../projects';

export function buildNotifyDeps(overrides: Partial<NotifyPorts> = {}): NotifyPorts {
  const runtime = runtimePorts({}, 'notify');
  const db: DbPort = { doc: documentClient(), tableName: tableName() };
  return {
    log: runtime.log,
    store: notifyStore(db),
    mail: productMailFromEnv(db, runtime.log),
    appUrl: appUrl(),
    unsubscribeLinks: unsubscribeLinks(appUrl(), mailLinkSecretsFromEnv(), systemClock),
    linkSecrets: mailLinkSecretsFromEnv(),
    brands: mailBrands(db),
    analyticsDigests: {
      projects: { loadTree: (projectId) => loadAggregate(db, projectId) },
      analyticsDigests: analyticsDigestStore(db),
      clock: systemClock,
    },
    ...overrides,
  };
}

/** The brand in force with its logo's URL on the media origin: one BatchGetItem (brand and plan) per call. */
function mailBrands(db: DbPort): MailBrands {
  const logos = s3LogoStorage({
    s3: s3Signing(),
    bucket: mediaBucket(),
    clock: systemClock,
    publicBaseUrl: brandAssetsUrl(),
  });
  const brands = { readBrandAndPlan: (workspaceId: string) => readBrandAndPlan(db, workspaceId) };
  return { inForce: (workspaceId) => appliedBrandOf({ logos, brands }, workspaceId) };
}

/** Built once per container, on the first batch. */
export const notifyDeps = memoDeps(() => buildNotifyDeps());
