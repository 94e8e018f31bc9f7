import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

/**
 * Vendor groups. Each route is a lazy chunk; these groups keep heavy libraries in their own files so that a
 * route only downloads what it uses: the public and review pages never load charts, Amplify or editor code.
 */
const VENDOR_GROUPS: readonly { name: string; test: RegExp; priority: number }[] = [
  {
    name: 'vendor-charts',
    test: /node_modules[\\/](@mui[\\/]x-charts|@mui[\\/]x-internals|d3-|internmap|@mui[\\/]x-charts-vendor)/,
    priority: 40,
  },
  {
    name: 'vendor-amplify',
    test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy|js-cookie|tslib)/,
    priority: 30,
  },
  {
    name: 'vendor-mui',
    test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|core-downloads-tracker)|@emotion|@popperjs|react-transition-group|stylis|hoist-non-react-statics|clsx|prop-types|react-is)/,
    priority: 20,
  },
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 10,
  },
];

export default defineConfig({
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
});
