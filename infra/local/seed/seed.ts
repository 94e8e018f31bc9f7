/**
 * The first-start seed of the local system: a demo editor in the local user pool, then (once projects
 * exist) a demo project from the sample folder. Idempotent: running it again changes nothing.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { LocalSystem } from '../system';
import { LOCAL_AWS } from '../services/dynamodb';
import { ensureConfirmedUser } from './confirmed-user';
import { seedDemoProject } from './demo-project';
import { migrateLocalAccounts } from './workspaces-migration';

export const DEMO_EDITOR = {
  email: 'demo@cutroom.local',
  /** Meets the local pool's password policy (upper, lower, digit, 8+). */
  password: 'Cutroom-demo-2026',
  fullName: 'Demo Editor',
} as const;

export interface SeedResult {
  userId: string;
  /** The demo project's review link, once projects exist. */
  reviewUrl?: string;
}

export async function seed(
  system: LocalSystem,
  log: (message: string) => void = console.log,
): Promise<SeedResult> {
  const cognito = new CognitoIdentityProviderClient({ ...LOCAL_AWS, endpoint: system.urls.cognito });
  try {
    await migrateLocalAccounts(system, log);
    const { userId, created } = await ensureConfirmedUser(cognito, {
      userPoolId: system.userPoolId,
      clientId: system.clientId,
      ...DEMO_EDITOR,
    });
    if (created) log(`seed: demo editor ${DEMO_EDITOR.email} created`);
    const project = await seedDemoProject(system, { userId, ...DEMO_EDITOR }, log);
    if (project) log(`seed: demo review link ${project.reviewUrl}`);
    return { userId, ...(project?.reviewUrl ? { reviewUrl: project.reviewUrl } : {}) };
  } finally {
    cognito.destroy();
  }
}
