import { describe, expect, it } from 'vitest';
import {
  filterProjects,
  parseProjectFilter,
  projectFilterHeading,
} from '../../../shared/domain/project-filter';

const projects = [
  { id: 'a', status: 'active' as const },
  { id: 'p', status: 'pending' as const },
  { id: 'ap', status: 'approved' as const },
  { id: 'ar', status: 'archived' as const },
];

describe('project filter', () => {
  it('defaults to all for missing or unknown values', () => {
    expect(parseProjectFilter(undefined)).toBe('all');
    expect(parseProjectFilter(null)).toBe('all');
    expect(parseProjectFilter('bogus')).toBe('all');
    expect(parseProjectFilter('pending')).toBe('pending');
  });
  it('all shows non-archived; others exactly that status', () => {
    expect(filterProjects(projects, 'all').map((p) => p.id)).toEqual(['a', 'p', 'ap']);
    expect(filterProjects(projects, 'archived').map((p) => p.id)).toEqual(['ar']);
    expect(filterProjects(projects, 'approved').map((p) => p.id)).toEqual(['ap']);
  });
  it('has the spec headings', () => {
    expect(projectFilterHeading('all')).toBe('All Projects');
    expect(projectFilterHeading('active')).toBe('Active Projects');
    expect(projectFilterHeading('pending')).toBe('Pending Changes');
    expect(projectFilterHeading('approved')).toBe('Ready to Archive');
    expect(projectFilterHeading('archived')).toBe('Archived Projects');
  });
});
