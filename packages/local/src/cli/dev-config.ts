import type { RunningServices } from '../services/start';

/** What the `npm run dev` parent hands to its API child process (JSON in `BK_LOCAL_DEV`). */
export interface DevChildConfig {
  gatewayPort: number;
  publicPort: number;
  dataDir: string;
  tableName: string;
  bucket: string;
  endpoints: RunningServices['endpoints'];
  ports: RunningServices['ports'];
}

export const DEV_CONFIG_VAR = 'BK_LOCAL_DEV';

/** Read and check the child's configuration. */
export function readDevChildConfig(env: NodeJS.ProcessEnv = process.env): DevChildConfig {
  const raw = env[DEV_CONFIG_VAR];
  if (!raw) throw new Error(`${DEV_CONFIG_VAR} is not set; this file is started by "npm run dev"`);
  return JSON.parse(raw) as DevChildConfig;
}
