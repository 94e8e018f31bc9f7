/**
 * The signed-in editor's time display choice (see time-display.tsx): the profile's, saved through the API. Kept
 * apart from time-display.tsx so the client's review page, which uses the switch and the positions, never
 * loads the profile API.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { updatePreferences } from '../../../shared/api/endpoints/profile';
import type { Profile } from '../../../shared/domain/entities';
import { parseTimeDisplay, type TimeDisplay } from '../../../shared/lib/time-display';
import { apiCall } from './api-client';
import { profileQueryOptions, useProfile } from './api/get-profile';
import { EditorChoice, type TimeDisplayState } from './time-display';

/** The signed-in editor's pages: the choice is the profile's, saved through the API. */
export function EditorTimeDisplay({ children, enabled = true }: { children: ReactNode; enabled?: boolean }) {
  const profile = useProfile(enabled);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (timeDisplay: TimeDisplay) => apiCall(updatePreferences, { body: { timeDisplay } }),
    onSuccess: (updated) => queryClient.setQueryData(profileQueryOptions().queryKey, updated),
  });
  const { mutate } = save;
  const choose = useCallback(
    (next: TimeDisplay) => {
      queryClient.setQueryData<Profile>(profileQueryOptions().queryKey, (p) =>
        p ? { ...p, timeDisplay: next } : p,
      );
      mutate(next);
    },
    [queryClient, mutate],
  );
  const display = parseTimeDisplay(profile.data?.timeDisplay);
  const state = useMemo<TimeDisplayState>(() => [display, choose], [display, choose]);
  return <EditorChoice.Provider value={state}>{children}</EditorChoice.Provider>;
}
