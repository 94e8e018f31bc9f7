/**
 * CDK assertions on the footage services' app tokens (Dropbox, Microsoft Graph, Box): each is a Secrets
 * Manager secret of the stack (a placeholder ops replace), readable by exactly the functions that list or copy
 * footage, whose environment names the secret's ARN (never the token itself).
 */
import { describe, expect, it } from 'vitest';
import { ENV } from '../../shared/config/env-names';
import {
  defaultStackOnce,
  functionIdOf,
  ofType,
  props,
  referencedIds,
  statementsOfFunction,
} from './template-helpers';

const synth = defaultStackOnce();
const TOKENS = [
  { id: 'DropboxToken', env: ENV.dropboxTokenSecretArn, name: 'dropbox-token' },
  { id: 'GraphToken', env: ENV.graphTokenSecretArn, name: 'graph-token' },
  { id: 'BoxToken', env: ENV.boxTokenSecretArn, name: 'box-token' },
] as const;

const secretIdOf = (id: string) => {
  const found = ofType(synth().resources, 'AWS::SecretsManager::Secret').find(([logical]) =>
    logical.startsWith(id),
  );
  expect(found, id).toBeDefined();
  return found![0];
};

/** The secrets a function may read (GetSecretValue), as logical ids. */
const readableSecrets = (name: string) => {
  const resources = synth().resources;
  const ids = new Set(Object.keys(resources));
  const statements = statementsOfFunction(resources, functionIdOf(resources, name)).filter((s) =>
    (Array.isArray(s.Action) ? s.Action : [s.Action]).includes('secretsmanager:GetSecretValue'),
  );
  return referencedIds(
    statements.map((s) => s.Resource),
    ids,
  );
};

describe('the footage services’ tokens in the cloud', () => {
  it('each token is a secret of the stack under the stage’s name', () => {
    for (const token of TOKENS) {
      const secret = synth().resources[secretIdOf(token.id)]!;
      expect(props(secret).Name).toBe(`cutroom/dev/${token.name}`);
    }
  });

  it('the import listing (editor-api) and the download worker may read them; the review API may not', () => {
    const tokenIds = TOKENS.map((t) => secretIdOf(t.id));
    for (const reader of ['editor-api', 'download-video']) {
      expect([...readableSecrets(reader)], reader).toEqual(expect.arrayContaining(tokenIds));
    }
    for (const other of ['review-api', 'public-api', 'notify']) {
      const readable = readableSecrets(other);
      expect(
        tokenIds.filter((id) => readable.has(id)),
        other,
      ).toEqual([]);
    }
  });

  it('the functions are given each secret’s ARN, never a token', () => {
    const resources = synth().resources;
    const variables = (
      props(resources[functionIdOf(resources, 'download-video')]!).Environment as {
        Variables: Record<string, unknown>;
      }
    ).Variables;
    for (const token of TOKENS) {
      expect(JSON.stringify(variables[token.env]), token.env).toContain(secretIdOf(token.id));
    }
    for (const plain of [ENV.dropboxToken, ENV.graphToken, ENV.boxToken])
      expect(variables[plain]).toBeUndefined();
  });
});
