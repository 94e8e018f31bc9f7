import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

const root = import.meta.dirname;

/**
 * Vendor groups for the libraries every route shares (cached across deploys of our own code). Everything
 * else follows the lazy routes: the charts library lands in the dashboard's lazily loaded charts chunk, so
 * public and review pages never load it (test/bench/frontend.bench.ts checks this).
 */
const VENDOR_GROUPS: readonly { name: string; test: RegExp; priority: number }[] = [
  {
    name: 'vendor-amplify',
    test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy|js-cookie|tslib)/,
    priority: 30,
  },
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 10,
  },
];

const config: UserConfig = {
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: VENDOR_GROUPS.map((g) => ({ name: g.name, test: g.test, priority: g.priority })),
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
};

export default config;
