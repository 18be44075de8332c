import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in `infra/lib/`). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the Lambda entry points live: `functions/<group>/index.ts`, `functions/jobs/<job>/index.ts`. */
export const FUNCTIONS_DIR = path.join(REPO_ROOT, 'functions');

/** The Vite build of the web app (`npm run build:web`), deployed under `/app/` when present. */
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'web', 'dist');
