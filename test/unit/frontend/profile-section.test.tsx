import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../shared/domain/entities';
import { SETTINGS_MESSAGES } from '../../../shared/messages/settings-messages';
import { ProfileSection } from '../../../frontend/src/features/settings/components/profile-section';
import { editorProfileEntity, renderApp } from './test-app';

const NOW = '2026-03-01T12:00:00.000Z';
const profile: Profile = editorProfileEntity({ createdAt: NOW });

describe('ProfileSection', () => {
  it('saves a changed display name and says so, with the e-mail shown but not editable', async () => {
    const { calls } = renderApp(<ProfileSection profile={profile} />, {
      responder: (call) =>
        call.method === 'PATCH' && call.path === '/api/profile'
          ? { status: 200, body: { ...profile, displayName: 'Edna' } }
          : undefined,
    });
    expect(screen.getByLabelText('Email')).toBeDisabled();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    fireEvent.change(screen.getByLabelText(SETTINGS_MESSAGES.displayNameLabel), {
      target: { value: 'Edna' },
    });
    fireEvent.click(save);

    expect(await screen.findByText(SETTINGS_MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'PATCH', path: '/api/profile', body: { displayName: 'Edna' } });
  });
});
