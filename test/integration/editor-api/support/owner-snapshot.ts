/** Everything an owner can see of their own data, minus what changes on every read (signed URLs). */
import { getDashboard } from '../../../../shared/api/endpoints/dashboard';
import { listNotifications } from '../../../../shared/api/endpoints/notifications';
import { getProfile } from '../../../../shared/api/endpoints/profile';
import { listProjects, PROJECT_LIST_FILTERS } from '../../../../shared/api/endpoints/projects';
import { expectOk, getProjectAs, stable, type TestUser } from './fixtures';

export async function ownerSnapshot(user: TestUser, projectIds: readonly string[]) {
  const [details, lists, notifications, profile, dashboard] = await Promise.all([
    Promise.all(projectIds.map((id) => getProjectAs(user, id))),
    Promise.all(
      PROJECT_LIST_FILTERS.map((filter) => expectOk(listProjects, { token: user.token, query: { filter } })),
    ),
    expectOk(listNotifications, { token: user.token }),
    expectOk(getProfile, { token: user.token }),
    expectOk(getDashboard, { token: user.token }),
  ]);
  return stable({ details, lists, notifications, profile, dashboard });
}
