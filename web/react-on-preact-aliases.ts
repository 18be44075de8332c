import { fileURLToPath } from 'node:url';

const adapter = fileURLToPath(new URL('./src/lib/react-on-preact.ts', import.meta.url));

/**
 * React's packages as Preact 11's compatibility layer (decision 0059): the web build and the web's
 * unit tests resolve `react`, `react-dom` and the JSX runtime here. Sources and types keep
 * importing 'react'; `react` itself is our adapter, which adds what compat leaves out.
 */
export const REACT_ON_PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: adapter },
];
