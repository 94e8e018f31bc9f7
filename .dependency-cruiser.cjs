/**
 * The architecture rules, checked by `npm test` (the `dependency rules` step of test/run-all.ts) and by
 * `npm run deps`. functions/README.md explains the layout they protect.
 */

/** The capabilities of functions/: each is used by the others only through its public module (index.ts). */
const CAPABILITIES = [
  'account',
  'billing',
  'google-drive',
  'media',
  'notify',
  'projects',
  'review',
  'site',
].join('|');

/** The use cases and the ports they are given. */
const USE_CASES = `^functions/(?:(?:${CAPABILITIES})/(?:use-cases/|ports\\.ts$)|use-cases/)`;

module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment:
        'The folders of functions/ depend on each other in one direction (platform below the capabilities, ' +
        'the Lambda entry points above them): a cycle means neither side can be understood, tested or moved ' +
        'without the other. Type-only imports count (a port is a dependency). Inside one capability its ' +
        "subfolders may meet (use-cases/ and store/ share its ports). Module cycles are ESLint's " +
        '(import-x/no-cycle).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^functions/([^/]+)' },
      to: { circular: true, pathNot: '^functions/$1(/|$)' },
    },
    {
      name: 'capabilities-meet-through-public-modules',
      comment:
        "A capability's use cases, store, ports and adapters are its own: another capability imports what " +
        'it offers from its index.ts only (or its api.ts: the part an API Lambda may load without the rest).',
      severity: 'error',
      from: { path: `^functions/(${CAPABILITIES})/` },
      to: {
        path: `^functions/(${CAPABILITIES})/`,
        pathNot: ['^functions/$1/', `^functions/(${CAPABILITIES})/(index|api)\\.ts$`],
      },
    },
    {
      name: 'entry-points-wire-public-modules-and-adapters',
      comment:
        'A Lambda entry point (handler, routes, deps) calls use cases through the public module, composes ' +
        "the capability's routes (routes.ts: its owner routes, given the Lambda's owner-route factory) and " +
        "wires the capability's adapters and store into its ports; it never reaches into use-cases/ or ports.",
      severity: 'error',
      from: { path: '^functions/', pathNot: `^functions/(${CAPABILITIES})/` },
      to: {
        path: `^functions/(${CAPABILITIES})/`,
        pathNot: [`^functions/(${CAPABILITIES})/((index|api|routes)\\.ts$|adapters/|store/)`],
      },
    },
    {
      name: 'platform-is-below-the-capabilities',
      comment: 'The shared plumbing knows no capability (it is what they are built on).',
      severity: 'error',
      from: { path: '^functions/platform/' },
      to: { path: '^functions/', pathNot: '^functions/platform/' },
    },
    {
      name: 'no-aws-sdk-in-use-cases',
      comment:
        'Use cases decide; adapters (store/, adapters/) talk to AWS. A use case gets its side effects as ports.',
      severity: 'error',
      from: { path: USE_CASES },
      to: { path: '(^|/)node_modules/@aws-sdk/|^@aws-sdk/' },
    },
    {
      name: 'spa-never-imports-server-code',
      severity: 'error',
      from: { path: '^frontend/' },
      to: { path: '^(functions|infra)/' },
    },
    {
      name: 'functions-never-import-spa-or-infra',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: '^(frontend|infra)/' },
    },
    {
      name: 'shared-is-pure',
      comment:
        'shared/ is the one place of the rules and texts: it imports nothing of the product around it.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(functions|infra|frontend)/' },
    },
    {
      name: 'stack-imports-only-shared',
      comment:
        'The CDK stack is built from plain data in shared/ (table definition, schedules, routes): it never ' +
        'imports handler code, so synthesizing it runs none of it.',
      severity: 'error',
      from: { path: '^infra/stack/' },
      to: {
        dependencyTypesNot: ['core'],
        pathNot: [
          '^infra/stack/',
          '^shared/',
          '(^|/)node_modules/(aws-cdk-lib|constructs|cdk-nag|zod)/',
          // The CSP hashes of the SPA's inline blocks (node:crypto only), shared with the local server.
          '^infra/inline-block-hashes\\.ts$',
          '(^|/)node_modules/@types/',
        ],
      },
    },
  ],
  options: {
    exclude: { path: '(^|/)(dist|cdk\\.out|\\.local)/' },
    doNotFollow: { path: '(^|/)node_modules/' },
    // Type-only imports count: a port interface is a dependency like any other.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
