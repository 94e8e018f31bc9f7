/**
 * The review page's light controls, written on plain elements instead of MUI's heavy ones, keep what a
 * keyboard and a screen reader need: the feedback panel's tabs (one tab stop, arrow keys / Home / End move
 * and select), the exclusive toggle groups (which choice is pressed), the note field (label, helper text,
 * length cap).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ToggleChoice } from '../../../frontend/src/components/toggle-choice';
import { Field } from '../../../frontend/src/features/review/components/field';
import { PanelTabs } from '../../../frontend/src/features/review/components/panel-tabs';

type Tab = 'notes' | 'approve';
const TABS = [
  { value: 'notes', label: 'Add Notes', id: 'tab-notes', controls: 'panel-notes' },
  { value: 'approve', label: 'Approve', id: 'tab-approve', controls: 'panel-approve' },
] as const;

function Tabs() {
  const [tab, setTab] = useState<Tab>('notes');
  return (
    <>
      <PanelTabs value={tab} onChange={setTab} tabs={TABS} />
      <p data-testid="shown">{tab}</p>
    </>
  );
}

describe('review page light controls', () => {
  it('panel tabs: one tab stop, the arrow keys and Home/End move focus and selection', () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    const notes = screen.getByRole('tab', { name: 'Add Notes' });
    const approve = screen.getByRole('tab', { name: 'Approve' });
    expect(notes).toHaveAttribute('aria-selected', 'true');
    expect(notes).toHaveAttribute('aria-controls', 'panel-notes');
    expect(notes.tabIndex).toBe(0);
    expect(approve.tabIndex).toBe(-1);

    fireEvent.keyDown(notes, { key: 'ArrowRight' });
    expect(approve).toHaveAttribute('aria-selected', 'true');
    expect(approve).toHaveFocus();
    expect(screen.getByTestId('shown')).toHaveTextContent('approve');

    fireEvent.keyDown(approve, { key: 'ArrowRight' }); // wraps round
    expect(notes).toHaveFocus();
    fireEvent.keyDown(notes, { key: 'End' });
    expect(approve).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(approve, { key: 'Home' });
    expect(notes).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(approve);
    expect(screen.getByTestId('shown')).toHaveTextContent('approve');
  });

  it('toggle choice: a labelled group that says which choice is pressed, and reports only a change', () => {
    const picked: string[] = [];
    const { rerender } = render(
      <ToggleChoice
        ariaLabel="Time display"
        value="mmss"
        onChange={(v) => picked.push(v)}
        options={[
          { value: 'mmss', label: 'mm:ss' },
          { value: 'frames', label: 'Frames' },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Time display' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'mm:ss' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Frames' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'mm:ss' }));
    fireEvent.click(screen.getByRole('button', { name: 'Frames' }));
    expect(picked).toEqual(['frames']);
    rerender(
      <ToggleChoice
        ariaLabel="Time display"
        value="frames"
        onChange={(v) => picked.push(v)}
        options={[
          { value: 'mmss', label: 'mm:ss' },
          { value: 'frames', label: 'Frames' },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Frames' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('note field: labelled, described by its helper text, capped in length, disabled when told', () => {
    const typed: string[] = [];
    const { rerender } = render(
      <Field
        multiline
        minRows={3}
        label="Your note"
        helperText="Pinned to the current time."
        value=""
        onChange={(v) => typed.push(v)}
        maxLength={10}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Your note' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAccessibleDescription('Pinned to the current time.');
    expect(field).toHaveAttribute('maxlength', '10');
    fireEvent.change(field, { target: { value: 'Cut here' } });
    expect(typed).toEqual(['Cut here']);
    rerender(<Field label="Your name" value="" onChange={() => undefined} disabled />);
    expect(screen.getByRole('textbox', { name: 'Your name' })).toBeDisabled();
  });
});
