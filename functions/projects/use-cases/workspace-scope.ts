/**
 * The workspace a request acts in, as the project use cases see it: its id is the scope of every project
 * read and write (a project's `userId` is its workspace's id), and its billing profile (the profile item of
 * that id) holds the plan, the active-project counter and the subscription. Without a workspace the caller
 * acts in their own (the workspace made for the account has the account's user id).
 */
import type { Profile } from '../../../shared/domain/entities';
import { NotFoundError } from '../../../shared/errors/app-error';
import { WORKSPACE_MESSAGES } from '../../../shared/messages/workspace-messages';
import type { EditorPorts } from '../ports';
import { ensureProfile, type Caller } from './ensure-profile';

/** The id of the workspace the caller acts in. */
export function workspaceOf(caller: Caller): string {
  return caller.workspaceId ?? caller.userId;
}

/** The workspace's billing profile: the plan and the active-project count the caps and the Pro gates read. */
export async function workspacePlanProfile(
  ports: Pick<EditorPorts, 'profiles' | 'clock'>,
  caller: Caller,
): Promise<Profile> {
  const workspaceId = workspaceOf(caller);
  if (workspaceId === caller.userId) return ensureProfile(ports, caller);
  const profile = await ports.profiles.get(workspaceId);
  if (!profile) throw new NotFoundError(WORKSPACE_MESSAGES.workspaceNotFound);
  return profile;
}
