/**
 * The brand item `WS#<wsid>` / `BRAND` and the plan in force (`planLevel` of the profile `USER#<wsid>`, the
 * workspace's billing record), both in one BatchGetItem (functions/platform/db/README.md).
 */
import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../platform/zod';
import { BRAND_THEMES, type StoredBrand } from '../../../shared/domain/brand';
import { PLAN_LEVELS, type PlanLevel } from '../../../shared/domain/status-values';
import type { DbPort } from '../../platform/db/db-port';
import { ENTITY_TYPES, keys } from '../../platform/db/keys';
import type { BrandStore } from '../ports';

const storedBrandSchema = z.object({
  workspaceId: z.string(),
  displayName: z.string(),
  accent: z.string(),
  theme: z.enum(BRAND_THEMES),
  showPoweredBy: z.boolean(),
  logoKey: z.nullable(z.string()),
  logoWidth: z.nullable(z.number()),
  logoHeight: z.nullable(z.number()),
  updatedAt: z.string(),
});

export async function readBrandAndPlan(
  db: DbPort,
  workspaceId: string,
  options: { consistent?: boolean } = {},
): Promise<{ brand: StoredBrand | null; plan: PlanLevel }> {
  const brandKey = keys.workspaceBrand(workspaceId);
  const profileKey = keys.profile(workspaceId);
  let request: Record<string, unknown>[] = [brandKey, profileKey];
  const items: Record<string, unknown>[] = [];
  // One BatchGetItem; keys DynamoDB leaves unprocessed (throttling) are asked again, never dropped: a
  // missing plan would show a Pro workspace's clients the product's look.
  for (let attempt = 0; request.length > 0; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    if (attempt > 5) throw new Error('The brand and plan could not be read (unprocessed keys)');
    const out = await db.doc.send(
      new BatchGetCommand({
        RequestItems: {
          [db.tableName]: { Keys: request, ConsistentRead: options.consistent === true },
        },
      }),
    );
    items.push(...(out.Responses?.[db.tableName] ?? []));
    request = out.UnprocessedKeys?.[db.tableName]?.Keys ?? [];
  }
  const brand = items.find((i) => i['sk'] === brandKey.sk);
  const profile = items.find((i) => i['sk'] === profileKey.sk);
  const plan = z.safeParse(z.enum(PLAN_LEVELS), profile?.['planLevel']);
  return {
    brand: brand ? storedBrandSchema.parse(brand) : null,
    plan: plan.success ? plan.data : 'free',
  };
}

export function brandStore(db: DbPort): BrandStore {
  return {
    readBrandAndPlan: (workspaceId) => readBrandAndPlan(db, workspaceId, { consistent: true }),
    async put(brand) {
      await db.doc.send(
        new PutCommand({
          TableName: db.tableName,
          Item: {
            ...keys.workspaceBrand(brand.workspaceId),
            entity: ENTITY_TYPES.workspaceBrand,
            ...brand,
          },
        }),
      );
    },
  };
}
