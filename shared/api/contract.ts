/**
 * The API contract: every endpoint of the product, once. Each feature keeps its entries in
 * `./endpoints/<feature>.ts`; this file only gathers them. Adding an endpoint = one entry there + one
 * handler in the Lambda group named by its `lambda` field.
 */
import type { Endpoint } from './endpoint';
import { healthEndpoints } from './endpoints/health';
import { reviewEndpoints } from './endpoints/review';
import { driveEndpoints } from './endpoints/drive';
import { footageEndpoints } from './endpoints/footage';
import { projectEndpoints } from './endpoints/projects';
import { videoEndpoints } from './endpoints/videos';
import { noteEndpoints } from './endpoints/notes';
import { notificationEndpoints } from './endpoints/notifications';
import { dashboardEndpoints } from './endpoints/dashboard';
import { profileEndpoints } from './endpoints/profile';
import { contactEndpoints } from './endpoints/contact';
import { billingEndpoints } from './endpoints/billing';
import { accountEndpoints } from './endpoints/account';
import { markerEndpoints } from './endpoints/markers';
import { replyEndpoints } from './endpoints/replies';
import { mailEndpoints } from './endpoints/mail';
import { teamEndpoints } from './endpoints/team';
import { workspaceEndpoints } from './endpoints/workspaces';
import { followEndpoints } from './endpoints/follow';
import { webhookEndpoints } from './endpoints/webhooks';
import { apiKeyEndpoints } from './endpoints/api-keys';
import { brandEndpoints } from './endpoints/brand';
import { reviewHostEndpoints } from './endpoints/review-host';
import { reviewPageEndpoints } from './endpoints/review-page';
import { analyticsEndpoints } from './endpoints/analytics';
import { workspaceAnalyticsEndpoints } from './endpoints/workspace-analytics';
import { activityEndpoints } from './endpoints/activity';

export const endpoints: readonly Endpoint[] = [
  ...healthEndpoints,
  ...reviewEndpoints,
  ...driveEndpoints,
  ...footageEndpoints,
  ...projectEndpoints,
  ...followEndpoints,
  ...videoEndpoints,
  ...noteEndpoints,
  ...notificationEndpoints,
  ...dashboardEndpoints,
  ...profileEndpoints,
  ...contactEndpoints,
  ...billingEndpoints,
  ...accountEndpoints,
  ...markerEndpoints,
  ...replyEndpoints,
  ...mailEndpoints,
  ...workspaceEndpoints,
  ...webhookEndpoints,
  ...apiKeyEndpoints,
  ...brandEndpoints,
  ...reviewHostEndpoints,
  ...reviewPageEndpoints,
  ...analyticsEndpoints,
  ...workspaceAnalyticsEndpoints,
  ...activityEndpoints,
  // Last: its `leaveWorkspace` takes the caller out of the workspace (the route x role walk runs in this order).
  ...teamEndpoints,
];

export const endpointsById: ReadonlyMap<string, Endpoint> = new Map(endpoints.map((e) => [e.id, e]));
