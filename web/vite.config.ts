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
    // Libraries change less often than the app: separate files stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'ui',
              test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|clsx|react-number-format|react-textarea-autosize)/,
            },
            { name: 'data', test: /node_modules[\\/](zod|@tanstack)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: proxy() },
  preview: { proxy: proxy() },
});
