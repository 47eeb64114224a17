/**
 * Stands in for React Router's server build in worker tests: any request that
 * reaches it answers a marker page, proving the worker handed it to React Router.
 */
import type { ServerBuild } from "react-router";

const build = {
  entry: {
    module: {
      default: () =>
        new Response("<!doctype html><p>react-router</p>", {
          headers: { "Content-Type": "text/html" },
        }),
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
  },
  assets: {
    url: "/",
    version: "test",
    entry: { module: "", imports: [] },
    routes: {},
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  allowedActionOrigins: false,
} as unknown as ServerBuild;

export default build;
export const {
  entry,
  routes,
  assets,
  publicPath,
  assetsBuildDirectory,
  future,
  ssr,
  isSpaMode,
  prerender,
  routeDiscovery,
} = build;
