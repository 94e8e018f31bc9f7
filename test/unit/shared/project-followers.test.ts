import { describe, expect, it } from 'vitest';
import { followsProject, projectFollowers } from '../../../shared/domain/project-followers';

const project = { userId: 'ws', createdBy: 'ana' };

describe('who follows a project', () => {
  it('the creator follows by default and may unfollow; another member follows only by choice', () => {
    expect(followsProject(project, 'ana', null)).toBe(true);
    expect(followsProject(project, 'ana', { userId: 'ana', following: false })).toBe(false);
    expect(followsProject(project, 'ben', null)).toBe(false);
    expect(followsProject(project, 'ben', { userId: 'ben', following: true })).toBe(true);
  });

  it('a project from before workspaces is followed by its workspace account', () => {
    expect(followsProject({ userId: 'ws' }, 'ws', null)).toBe(true);
  });

  it('only current members follow, each once', () => {
    const choices = [
      { userId: 'ws', following: true },
      { userId: 'gone', following: true },
      { userId: 'cy', following: false },
    ];
    expect(projectFollowers(project, choices, ['ws', 'ana', 'cy']).sort()).toEqual(['ana', 'ws']);
    expect(projectFollowers(project, [], ['ws'])).toEqual([]);
  });
});
