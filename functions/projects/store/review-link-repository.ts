/**
 * Review link settings by plan. The link's expiry lives on the project item (`shareExpiresAt`,
 * `null` = never expires) with its sparse GSI4 entry (`LINKEXP#<shard>` / `<expiry>#<pid>`): a permanent
 * link has no GSI4 entry, so the reminders' link-expiry scan never sees it.
 *
 * | change | function | how |
 * |---|---|---|
 * | Pro chooses an expiry (or none) | `setChosenShareExpiry` | ONE TransactWriteItems: profile `ADD linkExpiryWrites 1` condition `planLevel = pro` (a downgrade racing the choice refuses it) + project `SET shareExpiresAt` and GSI4 (or `REMOVE` GSI4 when permanent), condition owner AND not archived |
 * | turn the link off / on, allow downloads | `setReviewLinkSettings` | ONE TransactWriteItems: project `SET shareRevokedAt` / `REMOVE shareRevokedAt`, `SET shareDownloadsAllowed` (condition owner AND not archived AND `shareToken = :token`) + (on/off only) the `SHARE#<token>` item `SET` / `REMOVE revokedAt` (condition exists), which admitShareToken refuses in its one request |
 * | a review opened | `admitShareToken` (project-repository) | the admission's one UpdateItem also does `ADD openCount 1`, `SET lastOpenedAt`, `firstOpenedAt = if_not_exists(...)` on `SHARE#<token>` (per link; a new link starts at 0) |
 * | a protected link's prompt was all the visit got | `uncountOpen` | UpdateItem `SHARE#<token>` `ADD openCount -1` (condition `openCount > 0`): the visit counts once, when the review shows |
 * | the owner told of the first open, once | `recordFirstOpen` | ONE TransactWriteItems: `SHARE#<token>` `SET firstOpenNotifiedAt` condition `attribute_not_exists` (concurrent first opens: exactly one wins) + the notification put |
 * | set / remove the link's password | `setSharePassword` | ONE TransactWriteItems: project `SET revision` (condition owner AND not archived AND `shareToken = :token`) + `SHARE#<token>` `SET passwordHash, passwordSet` / `REMOVE` both (condition exists); the admission's one UpdateItem answers the hash, so protected links cost no extra request |
 * | opens of a link and whether it has a password (project page) | `getLinkOpens` | GetItem `SHARE#<token>` |
 * | opens of the owner's live links (dashboard) | `getLinkOpensMany` | BatchGetItem of `SHARE#<token>`, 100 per call, unprocessed retried |
 * | downgrade from Pro (billing webhook) | `permanentLinkDowngrade` | the ops joined to the webhook's own transaction: profile condition `linkExpiryWrites` unchanged since read + every permanent link `SET shareExpiresAt = downgrade day + 7 days` and its GSI4 entry, condition still permanent |
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LinkOpens } from '../../../shared/api/endpoints/projects';
import type { Project } from '../../../shared/domain/entities';
import { expiryAfterDowngrade } from '../../../shared/domain/review-link-expiry';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../shared/errors/app-error';
import { LINK_CARD_MESSAGES } from '../../../shared/messages/link-card-messages';
import { PROJECT_MESSAGES } from '../../../shared/messages/project-messages';
import { batchGetAll } from '../../platform/db/batch-get';
import { isConditionalCheckFailed, projectConditionError } from '../../platform/db/db-errors';
import type { DbPort } from '../../platform/db/db-port';
import type { DomainEvent } from '../../../shared/domain/domain-events';
import { outboxOps } from '../../platform/db/outbox';
import { keys } from '../../platform/db/keys';
import { getProject, listAllProjectsByOwner } from './project-repository';
import { transactWrite, type TxOp } from '../../platform/db/transact-write';

/** Profile attribute counting Pro expiry choices: the downgrade conditions on it (see the table above). */
const EXPIRY_WRITES = 'linkExpiryWrites';

function linkExpiryUpdate(projectId: string, expiresAt: string | null) {
  if (expiresAt === null) {
    return {
      expression: 'SET shareExpiresAt = :exp, revision = revision + :one REMOVE gsi4pk, gsi4sk',
      values: { ':exp': null, ':one': 1 },
    };
  }
  const g = keys.linkExpiryGsi4(projectId, expiresAt);
  return {
    expression: 'SET shareExpiresAt = :exp, revision = revision + :one, gsi4pk = :gsi4pk, gsi4sk = :gsi4sk',
    values: { ':exp': expiresAt, ':one': 1, ':gsi4pk': g.gsi4pk, ':gsi4sk': g.gsi4sk },
  };
}

export interface ChosenExpiryInput {
  projectId: string;
  ownerId: string;
  /** The chosen expiry; null = never expires. */
  shareExpiresAt: string | null;
}

/** A Pro owner's chosen expiry, in one transaction with the plan check (see the table above). */
export async function setChosenShareExpiry(db: DbPort, input: ChosenExpiryInput): Promise<Project> {
  const update = linkExpiryUpdate(input.projectId, input.shareExpiresAt);
  await transactWrite(db, [
    {
      op: {
        Update: {
          Key: keys.profile(input.ownerId),
          UpdateExpression: `ADD ${EXPIRY_WRITES} :one`,
          ConditionExpression: 'planLevel = :pro',
          ExpressionAttributeValues: { ':one': 1, ':pro': 'pro' },
        },
      },
      onConditionFailed: () => new ForbiddenError(LINK_CARD_MESSAGES.customExpiryProOnly),
    },
    {
      op: {
        Update: {
          Key: keys.project(input.projectId),
          UpdateExpression: update.expression,
          ConditionExpression: 'userId = :owner AND #status <> :archived',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ...update.values, ':owner': input.ownerId, ':archived': 'archived' },
        },
      },
      onConditionFailed: (old) => projectConditionError(old, input.ownerId),
    },
  ]);
  const project = await getProject(db, input.projectId);
  if (!project) throw new NotFoundError(PROJECT_MESSAGES.projectNotFound);
  return project;
}

/** Raised when a permanent link changed between the read and the downgrade's transaction: read again. */
export class PermanentLinksMovedError extends Error {}

export interface PermanentLinkDowngrade {
  /** Added to the profile update's condition: no Pro expiry choice since the read. */
  readonly profileCondition: string;
  readonly profileValues: Record<string, unknown>;
  /** One update per permanent link: now + 7 days, GSI4 entry written, condition still permanent. */
  readonly linkOps: TxOp[];
}

/**
 * What a downgrade from Pro adds to the plan change's transaction: the owner's permanent links (projects
 * read through GSI1 after the profile's expiry-choice counter, read consistently) become 7-day links from
 * `now`. A choice made after the counter was read changes the counter, so the plan change's transaction
 * fails and the caller reads again (PermanentLinksMovedError); a choice after the plan change is refused by
 * its own `planLevel = pro` condition. So no permanent link survives a downgrade.
 */
export async function permanentLinkDowngrade(
  db: DbPort,
  userId: string,
  now: Date,
): Promise<PermanentLinkDowngrade> {
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: keys.profile(userId),
      ConsistentRead: true,
      ProjectionExpression: `${EXPIRY_WRITES}, planLevel`,
    }),
  );
  const writes = out.Item?.[EXPIRY_WRITES];
  // Only a Pro profile can hold permanent links (the choice is conditioned on Pro): skip the read otherwise.
  const projects = out.Item?.['planLevel'] === 'pro' ? await listAllProjectsByOwner(db, userId) : [];
  const expiresAt = expiryAfterDowngrade(now);
  const linkOps: TxOp[] = projects
    .filter((p) => p.shareExpiresAt === null)
    .map((p) => {
      const update = linkExpiryUpdate(p.id, expiresAt);
      return {
        op: {
          Update: {
            Key: keys.project(p.id),
            UpdateExpression: update.expression,
            ConditionExpression: 'attribute_exists(pk) AND attribute_type(shareExpiresAt, :nullType)',
            ExpressionAttributeValues: { ...update.values, ':nullType': 'NULL' },
          },
        },
        onConditionFailed: () => new PermanentLinksMovedError(),
      };
    });
  return typeof writes === 'number'
    ? {
        profileCondition: `${EXPIRY_WRITES} = :linkWrites`,
        profileValues: { ':linkWrites': writes },
        linkOps,
      }
    : { profileCondition: `attribute_not_exists(${EXPIRY_WRITES})`, profileValues: {}, linkOps };
}

export interface ReviewLinkSettingsInput {
  projectId: string;
  ownerId: string;
  /** The link the owner saw: a link regenerated meanwhile makes this a conflict, never a change of the new one. */
  token: string;
  now: string;
  enabled?: boolean | undefined;
  downloadsAllowed?: boolean | undefined;
}

/** Turns the link off/on and sets the download permission, in one transaction (see the table above). */
export async function setReviewLinkSettings(db: DbPort, input: ReviewLinkSettingsInput): Promise<Project> {
  const set = ['revision = revision + :one'];
  const remove: string[] = [];
  const values: Record<string, unknown> = {
    ':one': 1,
    ':owner': input.ownerId,
    ':archived': 'archived',
    ':token': input.token,
  };
  if (input.enabled === false) {
    set.push('shareRevokedAt = :now');
    values[':now'] = input.now;
  }
  if (input.enabled === true) remove.push('shareRevokedAt');
  if (input.downloadsAllowed !== undefined) {
    set.push('shareDownloadsAllowed = :downloads');
    values[':downloads'] = input.downloadsAllowed;
  }
  const ops: TxOp[] = [
    {
      op: {
        Update: {
          Key: keys.project(input.projectId),
          UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
          ConditionExpression: 'userId = :owner AND #status <> :archived AND shareToken = :token',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: values,
        },
      },
      onConditionFailed: (old) =>
        old && old['userId'] === input.ownerId && old['status'] !== 'archived'
          ? new ConflictError(PROJECT_MESSAGES.changedElsewhere)
          : projectConditionError(old, input.ownerId),
    },
  ];
  if (input.enabled !== undefined) {
    ops.push({
      op: {
        Update: {
          Key: keys.shareToken(input.token),
          UpdateExpression: input.enabled ? 'REMOVE revokedAt' : 'SET revokedAt = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ...(input.enabled ? {} : { ExpressionAttributeValues: { ':now': input.now } }),
        },
      },
      onConditionFailed: () => new ConflictError(PROJECT_MESSAGES.changedElsewhere),
    });
  }
  await transactWrite(db, ops);
  const project = await getProject(db, input.projectId);
  if (!project) throw new NotFoundError(PROJECT_MESSAGES.projectNotFound);
  return project;
}

export interface SharePasswordInput {
  projectId: string;
  ownerId: string;
  /** The link the owner saw: a link regenerated meanwhile makes this a conflict. */
  token: string;
  /** The new hash, or null to remove the password. */
  passwordHash: string | null;
}

/** Sets or removes the link's password, in one transaction (see the table above). */
export async function setSharePassword(db: DbPort, input: SharePasswordInput): Promise<void> {
  await transactWrite(db, [
    {
      op: {
        Update: {
          Key: keys.project(input.projectId),
          UpdateExpression: 'SET revision = revision + :one',
          ConditionExpression: 'userId = :owner AND #status <> :archived AND shareToken = :token',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':owner': input.ownerId,
            ':archived': 'archived',
            ':token': input.token,
          },
        },
      },
      onConditionFailed: (old) =>
        old && old['userId'] === input.ownerId && old['status'] !== 'archived'
          ? new ConflictError(PROJECT_MESSAGES.changedElsewhere)
          : projectConditionError(old, input.ownerId),
    },
    {
      op: {
        Update: {
          Key: keys.shareToken(input.token),
          // `passwordSet` lets the project page say so without ever reading the hash.
          UpdateExpression:
            input.passwordHash === null
              ? 'REMOVE passwordHash, passwordSet'
              : 'SET passwordHash = :hash, passwordSet = :yes',
          ConditionExpression: 'attribute_exists(pk)',
          ...(input.passwordHash === null
            ? {}
            : { ExpressionAttributeValues: { ':hash': input.passwordHash, ':yes': true } }),
        },
      },
      onConditionFailed: () => new ConflictError(PROJECT_MESSAGES.changedElsewhere),
    },
  ]);
}

/**
 * How often the link was opened, first and last, and whether it has a password (GetItem `SHARE#<token>`;
 * the hash itself is never read here); zeros when never opened.
 */
export async function getLinkOpens(
  db: DbPort,
  token: string,
): Promise<LinkOpens & { passwordProtected: boolean }> {
  const out = await db.doc.send(
    new GetCommand({
      TableName: db.tableName,
      Key: keys.shareToken(token),
      ProjectionExpression: 'openCount, firstOpenedAt, lastOpenedAt, passwordSet',
    }),
  );
  const item = out.Item ?? {};
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    count: typeof item['openCount'] === 'number' ? item['openCount'] : 0,
    firstOpenedAt: text(item['firstOpenedAt']),
    lastOpenedAt: text(item['lastOpenedAt']),
    passwordProtected: item['passwordSet'] === true,
  };
}

/** The opens of many links (BatchGetItem, 100 per call, unprocessed keys retried), by token. */
export async function getLinkOpensMany(
  db: DbPort,
  tokens: readonly string[],
): Promise<Map<string, LinkOpens>> {
  const opens = new Map<string, LinkOpens>();
  const items = await batchGetAll(
    db,
    tokens.map((t) => keys.shareToken(t)),
    {
      ProjectionExpression: '#token, openCount, firstOpenedAt, lastOpenedAt',
      ExpressionAttributeNames: { '#token': 'token' },
    },
  );
  for (const item of items) {
    if (typeof item['token'] !== 'string') continue;
    opens.set(item['token'], {
      count: typeof item['openCount'] === 'number' ? item['openCount'] : 0,
      firstOpenedAt: typeof item['firstOpenedAt'] === 'string' ? item['firstOpenedAt'] : null,
      lastOpenedAt: typeof item['lastOpenedAt'] === 'string' ? item['lastOpenedAt'] : null,
    });
  }
  return opens;
}

class AlreadyNotified extends Error {}

/**
 * Marks the link's first open as told and stores the owner's notification, in one transaction: of any number
 * of concurrent first opens exactly one succeeds (true); the others, and every later call, answer false.
 */
export async function recordFirstOpen(db: DbPort, token: string, event: DomainEvent): Promise<boolean> {
  try {
    await transactWrite(db, [
      {
        op: {
          Update: {
            Key: keys.shareToken(token),
            UpdateExpression: 'SET firstOpenNotifiedAt = :at',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(firstOpenNotifiedAt)',
            ExpressionAttributeValues: { ':at': event.at },
          },
        },
        onConditionFailed: () => new AlreadyNotified(),
      },
      ...outboxOps([event]),
    ]);
    return true;
  } catch (error) {
    if (error instanceof AlreadyNotified) return false;
    throw error;
  }
}

/** Takes back one counted open (see the table above); nothing when the count is already 0 or the link is gone. */
export async function uncountOpen(db: DbPort, token: string): Promise<void> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: keys.shareToken(token),
        UpdateExpression: 'ADD openCount :minus',
        ConditionExpression: 'attribute_exists(pk) AND openCount > :zero',
        ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}
