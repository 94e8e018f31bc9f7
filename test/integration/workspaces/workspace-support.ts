/**
 * Workspace members for the integration tests: signed-in users joined to another user's workspace with a
 * role, through the workspaces store (the invitation flow is the product's way in; these tests are about
 * what each role may do once in). Calls carry the current workspace in the SPA's header.
 */
import { documentClient } from '../../../functions/platform/aws/clients';
import type { DbPort } from '../../../functions/platform/db/db-port';
import { addMember, removeMember } from '../../../functions/workspaces';
import { WORKSPACE_HEADER, type WorkspaceRole } from '../../../shared/domain/workspace';
import { testTableName } from '../../support/env';
import { ensureProfileOf, type TestUser } from '../editor-api/support/fixtures';
import { signedInUser } from '../editor-api/support/users';

export function testDbPort(): DbPort {
  return { doc: documentClient(), tableName: testTableName() };
}

/** A new signed-in user (with their own workspace) joined to `workspaceId` as `role`. */
export async function memberOf(
  workspaceId: string,
  role: Exclude<WorkspaceRole, 'owner'>,
  label: string,
): Promise<TestUser> {
  const user = await signedInUser(label, `Member ${label}`);
  await ensureProfileOf(user);
  await addMember(testDbPort(), {
    workspaceId,
    userId: user.userId,
    role,
    email: user.email,
    displayName: `Member ${label}`,
    joinedAt: new Date().toISOString(),
  });
  return user;
}

export function removeFromWorkspace(workspaceId: string, user: TestUser): Promise<void> {
  return removeMember(testDbPort(), workspaceId, user.userId);
}

/** The header that names the current workspace. */
export const inWorkspace = (workspaceId: string) => ({ [WORKSPACE_HEADER]: workspaceId });
