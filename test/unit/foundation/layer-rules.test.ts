/**
 * ESLint's layer rules hold in every SPA folder, features included: a feature never imports server code,
 * and no feature (each folder of frontend/src/features, whichever is added) imports another.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedPathMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('ESLint layer rules', () => {
  it('a feature file may not import server code', async () => {
    const messages = await restrictedPathMessages(
      'frontend/src/features/review/components/layer-probe.ts',
      "import { mediaKeys } from '../../../../../functions/media';\nexport const probe = mediaKeys;\n",
    );
    expect(messages.join('\n')).toContain('The SPA must not import server code.');
  }, 60_000);

  it('the plans feature may not import another feature', async () => {
    const messages = await restrictedPathMessages(
      'frontend/src/features/plans/layer-probe.ts',
      "import { getReview } from '../review/api/get-review';\nexport const probe = getReview;\n",
    );
    expect(messages.join('\n')).toContain(
      'Features do not import each other; move shared pieces to frontend/src/components or lib.',
    );
  }, 60_000);

  it('a file outside the features still may not import server code', async () => {
    const messages = await restrictedPathMessages(
      'frontend/src/lib/layer-probe.ts',
      "import { mediaKeys } from '../../../functions/media';\nexport const probe = mediaKeys;\n",
    );
    expect(messages.join('\n')).toContain('The SPA must not import server code.');
  }, 60_000);
});
