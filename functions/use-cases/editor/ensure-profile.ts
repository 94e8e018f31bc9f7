/** The caller's profile, created on first use (free plan, displayUserId = id). */
import type { Profile } from '../../../shared/domain/entities';
import type { EditorPorts } from './editor-ports';

export interface Caller {
  userId: string;
  email?: string;
  name?: string;
}

export async function ensureProfile(
  ports: Pick<EditorPorts, 'profiles' | 'clock'>,
  caller: Caller,
): Promise<Profile> {
  const existing = await ports.profiles.get(caller.userId);
  if (existing) return existing;
  return ports.profiles.createIfAbsent({
    id: caller.userId,
    email: caller.email ?? '',
    fullName: caller.name?.trim() ? caller.name.trim() : null,
    createdAt: ports.clock.now().toISOString(),
  });
}
