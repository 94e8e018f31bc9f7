/**
 * Stores the browser's time zone on the profile (PUT /api/profile/time-zone), once per signed-in session and
 * zone, so reminders arrive at 09:00 local time (UTC until this has run). Failures are only logged: the next
 * session tries again.
 */
import { useEffect } from 'react';
import { setProfileTimeZone } from '../../../../shared/api/endpoints/profile';
import { apiCall } from '../api-client';

const STORED_KEY = 'cutroom.timeZoneStored';

/** The browser's IANA time zone, or null when the runtime does not tell. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

export function useStoreTimeZone(userId: string | null, profileLoaded: boolean) {
  useEffect(() => {
    if (!userId || !profileLoaded) return;
    const timeZone = browserTimeZone();
    if (!timeZone) return;
    const marker = `${userId}|${timeZone}`;
    if (sessionStorage.getItem(STORED_KEY) === marker) return;
    sessionStorage.setItem(STORED_KEY, marker);
    apiCall(setProfileTimeZone, { body: { timeZone } }).catch((error: unknown) => {
      sessionStorage.removeItem(STORED_KEY);
      console.warn('Could not store the time zone', error);
    });
  }, [userId, profileLoaded]);
}
