/**
 * The caller's profile, created on first use (free plan, displayUserId = id). A deleted or deleting
 * account is refused here (the profiles port's read sees its tombstone: UnauthorizedError, nothing
 * created); every owner route passes through it before its use case runs (editor-api's ownerRoute).
 */
import type { Profile } from '../../../shared/domain/entities';
import type { EditorPorts } from '../ports';

export interface Caller {
  userId: string;
  email?: string;
  name?: string;
  /** The profile this request already ensured (ownerRoute): not read again. */
  profile?: Profile;
  /** The workspace the request acts in (authorized by ownerRoute); absent: the caller's own. */
  workspaceId?: string;
}

export async function ensureProfile(
  ports: Pick<EditorPorts, 'profiles' | 'clock'>,
  caller: Caller,
): Promise<Profile> {
  if (caller.profile && caller.profile.id === caller.userId) return caller.profile;
  const existing = await ports.profiles.get(caller.userId);
  if (existing) return existing;
  return ports.profiles.createIfAbsent({
    id: caller.userId,
    email: caller.email ?? '',
    fullName: caller.name?.trim() ? caller.name.trim() : null,
    createdAt: ports.clock.now().toISOString(),
  });
}
