/**
 * @lingui/react imports `use-sync-external-store/shim`, a polyfill for React
 * versions before 18; React 19 has the hook built in, which is all the shim
 * returns there. vite.config.ts points the import here so browsers do not
 * download the polyfill.
 */
export { useSyncExternalStore } from "react";
