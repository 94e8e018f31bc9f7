/**
 * Who follows a project (who is told about it: in-app notifications and mails). The member who created it
 * follows it unless they chose not to; any other member follows it only after choosing to. Only members
 * of the project's workspace follow anything: a member who left or was removed hears nothing more, even if
 * their choice is still stored.
 */
import * as z from 'zod/mini';
import { projectCreator } from './workspace';

/** A member's stored choice about one project (absent: the default, which depends on who created it). */
export interface FollowChoice {
  userId: string;
  following: boolean;
}

/** Does `userId` follow the project, given its stored choice (if any)? */
export function followsProject(
  project: { userId: string; createdBy?: string | null | undefined },
  userId: string,
  choice: FollowChoice | null | undefined,
): boolean {
  if (choice) return choice.following;
  return projectCreator(project) === userId;
}

/**
 * The followers of a project among its workspace's current members, each once: the creator (unless they
 * unfollowed) and every member who chose to follow.
 */
export function projectFollowers(
  project: { userId: string; createdBy?: string | null | undefined },
  choices: readonly FollowChoice[],
  memberIds: readonly string[],
): string[] {
  const byUser = new Map(choices.map((c) => [c.userId, c]));
  const candidates = new Set([projectCreator(project), ...choices.map((c) => c.userId)]);
  const members = new Set(memberIds);
  return [...candidates].filter((id) => members.has(id) && followsProject(project, id, byUser.get(id)));
}

/** The caller's follow state of a project (GET and PUT of the follow route). */
export const projectFollowSchema = z.object({ following: z.boolean() });
export type ProjectFollow = z.infer<typeof projectFollowSchema>;
