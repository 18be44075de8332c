/// <reference types="vite/client" />

/** The build's version, defined by web/vite-plugin-version.ts. */
declare const __APP_VERSION__: string;
