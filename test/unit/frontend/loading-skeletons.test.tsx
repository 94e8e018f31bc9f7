/**
 * The loading skeletons are named status regions: an aria-label on a plain div is prohibited (axe's
 * aria-prohibited-attr, seen on the phone Dashboard while it reloads after switching workspace).
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardSkeleton } from '../../../frontend/src/features/dashboard/components/dashboard-sections';
import { ProjectSkeleton } from '../../../frontend/src/features/project/components/project-page-parts';

describe('loading skeletons', () => {
  it.each([
    ['dashboard', <DashboardSkeleton key="d" />, 'Loading dashboard'],
    ['project', <ProjectSkeleton key="p" />, 'Loading project'],
  ])('the %s skeleton is a status region named by its label', (_, ui, name) => {
    render(ui);
    const region = screen.getByRole('status', { name });
    expect(region).toHaveAttribute('aria-busy', 'true');
  });
});
