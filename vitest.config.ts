import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Test layers (the testing pyramid): unit (pure rules, use cases with in-memory ports), component (React in
 * jsdom), integration (handlers and repositories against the local stand-ins), cdk (assertions on the
 * synthesized template), e2e (Chromium against the local system).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['test/unit/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/unit/setup-component.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'cdk',
          include: ['test/cdk/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts'],
          // Any securitypolicyviolation event in a journey fails it.
          setupFiles: ['test/support/e2e-csp-guard.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // In CI a journey that fails is run once more (Chromium timing on a loaded 2-core machine); one that
          // passes only on the retry is listed as flaky at the end of `npm test` (test/run-all.ts).
          retry: process.env['CI'] ? 1 : 0,
        },
      },
    ],
  },
});
