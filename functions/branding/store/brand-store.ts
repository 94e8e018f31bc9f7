/**
 * The brand item `WS#<wsid>` / `BRAND` and the plan in force (`planLevel` of the profile `USER#<wsid>`, the
 * workspace's billing record), both in one BatchGetItem (functions/platform/db/README.md); a caller that needs
 * other items of the same workspace at the same moment (the review page: the viewing setting) names their
 * keys (`alongside`) and gets them from the same request, parsed by their own capability.
 */
import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../platform/zod';
import { BRAND_THEMES, type StoredBrand } from '../../../shared/domain/brand';
import { PLAN_LEVELS, type PlanLevel } from '../../../shared/domain/status-values';
import type { DbPort } from '../../platform/db/db-port';
import type { RawItem } from '../../platform/db/items';
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
  options: { consistent?: boolean; alongside?: readonly { pk: string; sk: string }[] } = {},
): Promise<{ brand: StoredBrand | null; plan: PlanLevel; alongside: (RawItem | undefined)[] }> {
  const brandKey = keys.workspaceBrand(workspaceId);
  const profileKey = keys.profile(workspaceId);
  const alongside = options.alongside ?? [];
  let request: Record<string, unknown>[] = [brandKey, profileKey, ...alongside];
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
  const brand = items.find((i) => i['pk'] === brandKey.pk && i['sk'] === brandKey.sk);
  const profile = items.find((i) => i['pk'] === profileKey.pk && i['sk'] === profileKey.sk);
  const plan = z.safeParse(z.enum(PLAN_LEVELS), profile?.['planLevel']);
  return {
    brand: brand ? storedBrandSchema.parse(brand) : null,
    plan: plan.success ? plan.data : 'free',
    alongside: alongside.map((key) => items.find((i) => i['pk'] === key.pk && i['sk'] === key.sk)),
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
