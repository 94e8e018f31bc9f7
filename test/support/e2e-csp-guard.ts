/**
 * e2e setup: a journey fails when any page it opened reported a Content-Security-Policy violation (the
 * browsers of test/support/browser.ts report them), whatever the journey itself checks.
 */
import { afterAll, afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser';

function expectNoViolations(): void {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
}

afterEach(expectNoViolations);
afterAll(expectNoViolations);
