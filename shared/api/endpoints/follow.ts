/**
 * Following a project (`editor-api`, caller `owner`): whether the caller is told about a project (in-app
 * notifications and mails, shared/domain/project-followers.ts). Every member may follow any project of the
 * workspace it may see, so both routes need `viewProjects`, which every role holds.
 */
import { projectFollowSchema } from '../../domain/project-followers';
import { defineEndpoint } from '../endpoint';
import { projectIdParams } from './projects';

export const getProjectFollow = defineEndpoint({
  id: 'getProjectFollow',
  method: 'GET',
  path: '/api/projects/{projectId}/follow',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  params: projectIdParams,
  response: projectFollowSchema,
  summary: 'Whether the caller follows the project (the creator does until they unfollow).',
});

export const setProjectFollow = defineEndpoint({
  id: 'setProjectFollow',
  method: 'PUT',
  path: '/api/projects/{projectId}/follow',
  caller: 'owner',
  lambda: 'editor-api',
  action: 'viewProjects',
  params: projectIdParams,
  body: projectFollowSchema,
  response: projectFollowSchema,
  summary: 'Follows or unfollows the project: a follower gets its notifications and mails.',
});

export const followEndpoints = [getProjectFollow, setProjectFollow] as const;
