/**
 * use-sync-external-store/shim backfills useSyncExternalStore for React
 * before 18; react-i18next imports it. React 19 has the hook, so the build
 * points the shim here (vite.config.ts, resolve.alias) and the page's first
 * load carries React's own hook instead of the backfill's code.
 */
export { useSyncExternalStore } from 'react'
