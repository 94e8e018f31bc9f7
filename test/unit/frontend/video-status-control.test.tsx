import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VideoStatusControl } from '../../../frontend/src/features/project/components/video-status-control';
import { renderApp } from './test-app';

describe('video status control', () => {
  it('offers the three owner statuses and reports a change', () => {
    const onChange = vi.fn();
    renderApp(<VideoStatusControl status="pending_review" disabled={false} onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Video status' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Pending Review', 'Needs Changes', 'Approved']);
    fireEvent.click(screen.getByRole('option', { name: 'Needs Changes' }));
    expect(onChange).toHaveBeenCalledWith('needs_changes');
  });

  it('does not report picking the current status again', () => {
    const onChange = vi.fn();
    renderApp(<VideoStatusControl status="approved" disabled={false} onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Video status' }));
    fireEvent.click(screen.getByRole('option', { name: 'Approved' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is disabled on an archived project', () => {
    renderApp(<VideoStatusControl status="needs_changes" disabled onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Video status' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('video status control on a freshly imported video', () => {
  it.each(['active', 'processing'] as const)("shows the '%s' status instead of a blank select", (status) => {
    const onChange = vi.fn();
    renderApp(<VideoStatusControl status={status} disabled={false} onChange={onChange} />);
    const control = screen.getByRole('combobox', { name: 'Video status' });
    expect(control).toHaveTextContent(status === 'active' ? 'Active' : 'Processing');
    fireEvent.mouseDown(control);
    const current = screen.getByRole('option', { name: status === 'active' ? 'Active' : 'Processing' });
    expect(current).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('option', { name: 'Pending Review' }));
    expect(onChange).toHaveBeenCalledWith('pending_review');
  });
});
