import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/api/contract';
import { getProject, listProjects, restoreProject } from '../../../shared/api/endpoints/projects';
import { dismissReminder } from '../../../shared/api/endpoints/notifications';
import { getDashboard } from '../../../shared/api/endpoints/dashboard';
import { listNotifications } from '../../../shared/api/endpoints/notifications';
import { getProfile } from '../../../shared/api/endpoints/profile';
import { invalidateAfter, MUTATION_CHANGES } from '../../../frontend/src/lib/query-invalidation';
import { queryKeyOf } from '../../../frontend/src/lib/query-key';

const mutations = endpoints.filter((e) => e.method !== 'GET');

describe('query keys derived from the contract', () => {
  it('every mutation endpoint says which reads it changes', () => {
    expect(mutations.map((e) => e.id).filter((id) => !(id in MUTATION_CHANGES))).toEqual([]);
    const ids = new Set(endpoints.map((e) => e.id));
    expect(Object.keys(MUTATION_CHANGES).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('a key starts with its endpoint id', () => {
    expect(queryKeyOf(getProject, 'P1')).toEqual(['getProject', 'P1']);
    expect(queryKeyOf(listProjects, 'archived')).toEqual(['listProjects', 'archived']);
  });

  it('restore invalidates the restored project, every list, the profile (plan usage) and the dashboard', async () => {
    const client = new QueryClient();
    const keys = [
      queryKeyOf(getProject, 'P1'),
      queryKeyOf(getProject, 'P2'),
      queryKeyOf(listProjects, 'all'),
      queryKeyOf(listProjects, 'archived'),
      queryKeyOf(getProfile),
      queryKeyOf(getDashboard),
      queryKeyOf(listNotifications),
    ];
    for (const key of keys) client.setQueryData(key, { seeded: true });
    await invalidateAfter(client, restoreProject, { projectId: 'P1' });
    const stale = keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((k) => k.join(':'));
    expect(stale).toEqual([
      'getProject:P1',
      'listProjects:all',
      'listProjects:archived',
      'getProfile',
      'getDashboard',
    ]);
  });

  it('dismissing a reminder refreshes the dashboard (where reminders show) and the bell', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeyOf(getDashboard), {});
    client.setQueryData(queryKeyOf(listNotifications), {});
    await invalidateAfter(client, dismissReminder);
    expect(client.getQueryState(queryKeyOf(getDashboard))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeyOf(listNotifications))?.isInvalidated).toBe(true);
  });
});
