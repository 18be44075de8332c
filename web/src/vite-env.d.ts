/// <reference types="vite/client" />

/** The build's version, defined by web/vite-plugin-version.ts. */
declare const __APP_VERSION__: string;

/** The contract's routes as the API client sends them, made at build time by web/vite-plugin-route-wire.ts. */
declare module 'virtual:bk-route-wire' {
  import type { RouteName, RouteSpec } from '@bk/contract';
  export const routeWire: Record<RouteName, Pick<RouteSpec, 'method' | 'path' | 'access' | 'static' | 'text'>>;
}
