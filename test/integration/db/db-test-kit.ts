/**
 * The data-layer tests' DbPort: a DocumentClient on DynamoDB Local (started by test/support/global-setup.ts),
 * refusing any non-local endpoint, plus small factories for unique test data and the table setup the
 * data-layer tests share (an owner profile, a project of theirs).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { ENV } from '../../../shared/config/env-names';
import type { DbPort } from '../../../functions/platform/db/db-port';
import { createProfileIfAbsent } from '../../../functions/projects/store/profile-repository';
import {
  createProject,
  type NewProjectInput,
  type NewVideoInput,
} from '../../../functions/projects/store/project-repository';
import { assertLocalEndpoint, testTableName } from '../../support/env';

export function testDb(): DbPort & { destroy(): void } {
  const endpoint = assertLocalEndpoint(process.env[ENV.dynamoEndpoint]);
  const client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  return { doc, tableName: testTableName(), destroy: () => client.destroy() };
}

export const newId = () => ulid();

/** A 32-hex share token, unique per call. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function newVideos(count: number): NewVideoInput[] {
  return Array.from({ length: count }, (_, i) => {
    const fileId = `file-${i + 1}-${newId()}`;
    return {
      id: newId(),
      title: `Clip ${i + 1}`,
      fileId,
      version: {
        id: newId(),
        sourceUrl: `https://drive.google.com/file/d/${fileId}/view`,
        fileId,
        previewUrl: `https://drive.google.com/file/d/${fileId}/preview`,
        thumbnailUrl: null,
        fileName: `clip-${i + 1}.mp4`,
        fileSize: 1000 + i,
        mimeType: 'video/mp4',
      },
    };
  });
}

/** ISO time `minutes` after a fixed base (deterministic ordering in tests). */
export function at(minutes: number): string {
  return new Date(Date.UTC(2026, 10, 1, 12, 0, 0) + minutes * 60_000).toISOString();
}

/** A new owner's profile (no projects yet); its id. */
export async function newOwner(db: DbPort, fullName: string | null = null): Promise<string> {
  const id = newId();
  await createProfileIfAbsent(db, { id, email: `${id}@example.com`, fullName, createdAt: at(0) });
  return id;
}

/** What createProject takes for a project of `userId`: two videos, no link expiry, no plan cap. */
export function projectInput(userId: string, changes: Partial<NewProjectInput> = {}): NewProjectInput {
  return {
    id: newId(),
    userId,
    name: 'Spring campaign',
    clientDisplayName: 'Acme',
    shareToken: newToken(),
    shareExpiresAt: null,
    createdAt: at(1),
    videos: newVideos(2),
    activeProjectCap: null,
    ...changes,
  };
}

/** A new owner with one stored project: the owner's id and what createProject returned. */
export async function ownerWithProject(db: DbPort, changes: Partial<NewProjectInput> = {}) {
  const owner = await newOwner(db);
  const created = await createProject(db, projectInput(owner, changes));
  return { owner, ...created };
}
