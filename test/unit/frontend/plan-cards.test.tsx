/** PlanCards (shared by /Upgrade and the public pricing): labels by planButton, the period toggle, guests. */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlanCards } from '../../../frontend/src/features/plans/components/plan-cards';
import './test-app';

describe('PlanCards', () => {
  it('labels each card by the planButton rule for the current plan and reports the action', () => {
    const onChoose = vi.fn();
    render(<PlanCards currentPlan="basic" onChoose={onChoose} />);
    const current = screen.getByRole('button', { name: 'Current Plan: Basic' });
    expect(current).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Downgrade: Free' }));
    expect(onChoose).toHaveBeenLastCalledWith('free', 'monthly', 'manage');
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade: Pro' }));
    expect(onChoose).toHaveBeenLastCalledWith('pro', 'monthly', 'purchase');
  });

  it('shows monthly prices, then annual prices with savings and monthly equivalents', () => {
    const onChoose = vi.fn();
    render(<PlanCards currentPlan="free" onChoose={onChoose} />);
    expect(screen.getByText('$17')).toBeTruthy();
    expect(screen.getByText('$29')).toBeTruthy();
    expect(screen.getByText('Save 2 Months')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Annual/ }));
    expect(screen.getByText('$169')).toBeTruthy();
    expect(screen.getByText('$289')).toBeTruthy();
    expect(screen.getByText('Save $35')).toBeTruthy();
    expect(screen.getByText('Save $59')).toBeTruthy();
    expect(screen.getByText('$14.08/month, billed annually')).toBeTruthy();
    expect(screen.getByText('$24.08/month, billed annually')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade: Basic' }));
    expect(onChoose).toHaveBeenLastCalledWith('basic', 'annual', 'purchase');
  });

  it('gives a public visitor one call to action per card, and a busy plan disables every button', () => {
    const onChoose = vi.fn();
    const { rerender } = render(<PlanCards onChoose={onChoose} guestLabel="Get Started" />);
    expect(screen.getAllByRole('button', { name: /^Get Started: / })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Get Started: Free' }));
    expect(onChoose).toHaveBeenLastCalledWith('free', 'monthly', 'purchase');
    rerender(<PlanCards currentPlan="free" onChoose={onChoose} busyPlan="pro" />);
    for (const button of screen.getAllByRole('button', { name: /: (Free|Basic|Pro)$/ })) {
      expect(button).toHaveProperty('disabled', true);
    }
  });
});
