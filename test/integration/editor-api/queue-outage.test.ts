/**
 * A download queue outage during an import: the editor-api handler, built with the real composition
 * (DynamoDB Local, real JWTs) but a queue port that refuses, still creates the project; each version keeps
 * its Drive preview link with the spec's note and the videos are playable (active).
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { buildEditorApiDeps } from '../../../functions/editor-api/deps';
import { makeEditorApiHandler } from '../../../functions/editor-api/handler';
import { lambdaContext } from '../../../infra/local/lambda-context';
import { createProject } from '../../../shared/api/endpoints/projects';
import type { Project } from '../../../shared/domain/entities';
import { IMPORT_MESSAGES } from '../../../shared/messages/import-messages';
import { getProjectAs, sampleSelection } from './support/fixtures';
import { endpointEvent } from '../../support/api-event';
import { signedInUser } from './support/users';

describe('download queue outage', () => {
  it('creates the project with Drive-link fallbacks instead of failing or leaving videos processing', async () => {
    const editor = await signedInUser('queue-outage');
    const logged: string[] = [];
    const base = buildEditorApiDeps();
    const deps = {
      ...base,
      downloads: {
        enqueue: () => Promise.reject(new Error('queue unavailable')),
      },
      log: { ...base.log, error: (message: string) => void logged.push(message) },
    };
    const handler = makeEditorApiHandler(() => deps);
    const event = endpointEvent(createProject, {
      token: editor.token,
      body: { name: 'Outage', clientDisplayName: 'Acme', videos: sampleSelection(2) },
    });
    const result = (await handler(event, lambdaContext('editor-api'))) as APIGatewayProxyStructuredResultV2;
    expect(result.statusCode, String(result.body)).toBe(201);
    const project = JSON.parse(String(result.body)) as Project;
    expect(logged).toHaveLength(1);

    const detail = await getProjectAs(editor, project.id);
    expect(detail.videos).toHaveLength(2);
    for (const video of detail.videos) {
      expect(video.status).toBe('active');
      expect(video.versions[0]).toMatchObject({
        status: 'drive_link',
        statusNote: IMPORT_MESSAGES.downloadFallbackNote,
      });
      expect(video.playbackKind).toBe('drive_link');
      expect(video.playbackUrl).toBe(video.versions[0]?.previewUrl);
    }
  });
});
