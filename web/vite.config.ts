import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { REACT_ON_PREACT } from './react-on-preact-aliases.js';
import { buildConfigPlugin } from './vite-plugin-build-config.js';
import { routeWirePlugin } from './vite-plugin-route-wire.js';
import { buildVersion, versionPlugin } from './vite-plugin-version.js';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const rootPackageJson = fileURLToPath(new URL('../package.json', import.meta.url));
const version = buildVersion(rootPackageJson);

/** In development, `/api` and `/_local` go to the local gateway when API_PROXY_TARGET is set. */
function proxy(): Record<string, ProxyOptions> | undefined {
  const target = process.env.API_PROXY_TARGET;
  if (!target) return undefined;
  return { '/api': { target, changeOrigin: false }, '/_local': { target, changeOrigin: false } };
}

export default defineConfig(({ command }) => ({
  root: webDir,
  base: '/app/',
  plugins: [
    // The dev server refreshes components with Preact's own fast refresh (prefresh): React's would
    // find no React to refresh. The build needs only the JSX transform, which plugin-react gives.
    command === 'serve' ? preact({ reactAliasesEnabled: false, jsxImportSource: 'react' }) : react(),
    versionPlugin(version),
    buildConfigPlugin(),
    routeWirePlugin(),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  // React's packages are served by Preact 11's compatibility layer (decision 0059): 39 KiB gzip
  // instead of 95 in every first load. Types and sources keep importing 'react'.
  resolve: { alias: REACT_ON_PREACT },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // React's types are kept, so the code may import a React 19 API that Preact's compat does not
      // have: that would be undefined at run time, so the build fails instead. react-router reads
      // useOptimistic by name and does without it.
      onLog(level, log, handler) {
        if (log.code !== 'IMPORT_IS_UNDEFINED') return handler(level, log);
        if (/useOptimistic/.test(log.message) && /react-router/.test(log.message)) return;
        handler('error', log);
      },
      // The workspace packages' modules do nothing when imported, so a screen takes from the
      // @bk/domain barrel only what it uses (the CSV and VAT-return rules stay with their screens).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/](domain|contract)[\\/]src[\\/]/.test(id) },
      output: {
        codeSplitting: {
          // React and the router change less often than the app: a file of their own stays cached
          // across releases. Mantine is not grouped: each screen's chunk takes the components it
          // shows, so the first screen does not download every form control of the app.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|preact)[\\/]|[\\/]react-on-preact\.ts$/,
            },
            // Mantine's own core (provider, Box, styles, direction) that every component needs: left
            // to chance, a piece of it lands in a chunk with code a screen never runs (floating-ui).
            { name: 'mantine-core', test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/ },
            // Apart: TanStack Query is in every first load, zod only once the first answer is read.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // What sending a call takes from the contract (paths, the app header), apart from the
            // route table and its schemas, which come with the first answer (lib/api-answers.ts).
            { name: 'contract-wire', test: /packages[\\/]contract[\\/]src[\\/](define|session-cookies)\.ts$/ },
            // The rest of the contract apart from the domain rules it uses, which screens share.
            { name: 'contract', test: /packages[\\/]contract[\\/]src[\\/]/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy: proxy() },
  preview: { proxy: proxy() },
}));
