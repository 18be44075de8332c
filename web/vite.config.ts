import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { buildConfigPlugin } from './vite-plugin-build-config.js';
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

export default defineConfig({
  root: webDir,
  base: '/app/',
  plugins: [react(), versionPlugin(version), buildConfigPlugin()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The workspace packages' modules do nothing when imported, so a screen takes from the
      // @bk/domain barrel only what it uses (the CSV and VAT-return rules stay with their screens).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/](domain|contract)[\\/]src[\\/]/.test(id) },
      output: {
        codeSplitting: {
          // React and the router change less often than the app: a file of their own stays cached
          // across releases. Mantine is not grouped: each screen's chunk takes the components it
          // shows, so the first screen does not download every form control of the app.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](zod|@tanstack)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: proxy() },
  preview: { proxy: proxy() },
});
