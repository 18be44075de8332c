import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * The repository root, computed from this file so the stack works whatever the current
 * directory is (npm scripts, vitest workers and IDE runners all start in different places).
 */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the Lambda handlers live: `functions/<group>/index.ts`, `functions/jobs/<job>/index.ts`. */
export const FUNCTIONS_DIR = path.join(REPO_ROOT, 'functions');

/** The SPA build output of `npm run build:web`. */
export const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');

/** Persistent local data (DynamoDB, S3 objects, sent mail); git-ignored. */
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');
