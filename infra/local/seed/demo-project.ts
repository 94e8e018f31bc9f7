/**
 * The demo project of the seed: one project from the Drive stand-in's sample folder with a live review
 * link. It goes through the real API as the SPA would (sign in, list the Drive folder, create the project),
 * so the import, the queue and the download worker all run. Idempotent: an existing demo project is reused.
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { driveListResultSchema } from '../../../shared/api/endpoints/drive';
import { projectListResponseSchema } from '../../../shared/api/endpoints/projects';
import { projectSchema } from '../../../shared/domain/entities';
import { DRIVE_STAND_IN_FOLDERS } from '../drive-stand-in/drive-fixtures';
import { LOCAL_AWS } from '../services/dynamodb';
import type { LocalSystem } from '../system';

export const DEMO_PROJECT = { name: 'Demo project', clientDisplayName: 'Demo Client' } as const;

export interface DemoEditor {
  userId: string;
  email: string;
  password: string;
  fullName: string;
}

export interface DemoProject {
  projectId: string;
  reviewUrl: string;
}

async function idToken(system: LocalSystem, editor: DemoEditor): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({ ...LOCAL_AWS, endpoint: system.urls.cognito });
  try {
    const result = await cognito.send(
      new InitiateAuthCommand({
        ClientId: system.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: editor.email, PASSWORD: editor.password },
      }),
    );
    const token = result.AuthenticationResult?.IdToken;
    if (!token) throw new Error('the demo editor could not sign in');
    return token;
  } finally {
    cognito.destroy();
  }
}

async function call(system: LocalSystem, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${system.urls.app}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

export async function seedDemoProject(
  system: LocalSystem,
  editor: DemoEditor,
  log: (message: string) => void,
): Promise<DemoProject | undefined> {
  if (!system.urls.drive) {
    log('seed: no Drive stand-in, so no demo project');
    return undefined;
  }
  try {
    const token = await idToken(system, editor);
    const reviewUrl = (shareToken: string) =>
      `${system.env.CUTROOM_APP_URL ?? system.urls.app}/Review?token=${shareToken}`;

    const existing = projectListResponseSchema.parse(await call(system, token, 'GET', '/api/projects'));
    const found = existing.items.find((p) => p.name === DEMO_PROJECT.name);
    if (found) return { projectId: found.id, reviewUrl: reviewUrl(found.shareToken) };

    const listing = driveListResultSchema.parse(
      await call(system, token, 'POST', '/api/drive/list', { folderId: DRIVE_STAND_IN_FOLDERS.samples }),
    );
    if (listing.videos.length === 0)
      throw new Error(`the sample folder lists no videos (${listing.message})`);
    const project = projectSchema.parse(
      await call(system, token, 'POST', '/api/projects', {
        ...DEMO_PROJECT,
        videos: listing.videos.map((v) => ({
          fileId: v.id,
          title: v.title,
          fileName: v.name,
          mimeType: v.mimeType,
          thumbnailLink: v.thumbnailLink,
          webViewLink: v.webViewLink,
          size: v.size,
          previewUrl: v.previewUrl,
        })),
      }),
    );
    log(`seed: demo project created with ${listing.videos.length} videos (importing in the background)`);
    return { projectId: project.id, reviewUrl: reviewUrl(project.shareToken) };
  } catch (error) {
    // The demo project is a convenience: the system stays up without it.
    log(`seed: demo project not created: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
