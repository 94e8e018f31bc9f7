/** The workspace's viewing setting: read by any member, changed by those who manage its settings. */
import type { AnalyticsSettings } from '../../../shared/api/endpoints/analytics';
import type { Clock } from '../../platform/ports';
import type { ViewingStore } from '../ports';

export interface AnalyticsSettingsPorts {
  viewing: Pick<ViewingStore, 'collectsViewing' | 'setCollectsViewing'>;
  clock: Clock;
}

export async function getAnalyticsSettings(
  ports: AnalyticsSettingsPorts,
  input: { workspaceId: string },
): Promise<AnalyticsSettings> {
  return { collectViewing: await ports.viewing.collectsViewing(input.workspaceId) };
}

export async function updateAnalyticsSettings(
  ports: AnalyticsSettingsPorts,
  input: { workspaceId: string; settings: AnalyticsSettings },
): Promise<AnalyticsSettings> {
  await ports.viewing.setCollectsViewing(input.workspaceId, input.settings.collectViewing, ports.clock.now());
  return { collectViewing: input.settings.collectViewing };
}
