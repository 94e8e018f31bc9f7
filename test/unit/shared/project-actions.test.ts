import { describe, expect, it } from 'vitest';
import {
  canApproveProject,
  canArchiveProject,
  countsTowardPlanCap,
  isProjectReadOnly,
} from '../../../shared/domain/project-actions';

describe('project actions', () => {
  it('only archived is read-only', () => {
    expect(isProjectReadOnly('archived')).toBe(true);
    expect(isProjectReadOnly('active')).toBe(false);
    expect(isProjectReadOnly('pending')).toBe(false);
    expect(isProjectReadOnly('approved')).toBe(false);
  });
  it('approve is refused when approved or archived', () => {
    expect(canApproveProject('active')).toBe(true);
    expect(canApproveProject('pending')).toBe(true);
    expect(canApproveProject('approved')).toBe(false);
    expect(canApproveProject('archived')).toBe(false);
  });
  it('archive and the plan cap exclude archived projects', () => {
    expect(canArchiveProject('approved')).toBe(true);
    expect(canArchiveProject('archived')).toBe(false);
    expect(countsTowardPlanCap('pending')).toBe(true);
    expect(countsTowardPlanCap('archived')).toBe(false);
  });
});
