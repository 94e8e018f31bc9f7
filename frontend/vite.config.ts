import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

const root = import.meta.dirname;

/**
 * Vendor groups for the libraries every route shares (cached across deploys of our own code). Everything
 * else follows the lazy routes: the charts library lands in the dashboard's lazily loaded charts chunk, so
 * public and review pages never load it (test/bench/frontend.bench.ts checks this). Amplify has no group on
 * purpose: its modules follow the chunks that use them, so an editor page's session check (amplify-auth)
 * does not download the sign-in / sign-up code (amplify-auth-actions), and the review page loads neither.
 */
const VENDOR_GROUPS: readonly { name: string; test: RegExp; priority: number }[] = [
  {
    // Its own group: the review page renders without the router, so it must not download it. Below
    // vendor-react's priority, because a group also takes in its modules' dependencies (React here).
    name: 'vendor-router',
    test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 10,
  },
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    priority: 20,
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
