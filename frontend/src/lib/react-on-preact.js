/**
 * What `react` resolves to in the SPA's build (frontend/vite.config.ts): Preact's compat layer — React's API on
 * a runtime a tenth of React's size — plus `useOptimistic` (React 19), which react-router imports: here it
 * answers the state as it is (no optimistic overlay; the router's navigation does not depend on it).
 * Plain JavaScript: preact/compat's typings use `export =`, which TypeScript cannot re-export with `export *`.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

export function useOptimistic(state) {
  return [state, () => undefined];
}
