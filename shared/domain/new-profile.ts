/** A new user's profile: the one place that says what an account starts with (the store, fakes and seeds use it). */
import type { Profile } from './entities';

export interface NewProfileInput {
  id: string;
  email: string;
  fullName: string | null;
  createdAt: string;
}

/** Plan free, displayUserId = id, no projects, no picture, no billing. */
export function newProfile(input: NewProfileInput): Profile {
  return {
    id: input.id,
    email: input.email,
    fullName: input.fullName,
    displayName: input.fullName,
    displayUserId: input.id,
    profilePictureUrl: null,
    planLevel: 'free',
    paddleCustomerId: null,
    nextBillingDate: null,
    role: 'user',
    activeProjectCount: 0,
    createdAt: input.createdAt,
  };
}
