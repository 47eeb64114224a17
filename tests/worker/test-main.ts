/**
 * The Worker under test: the site (workers/app.ts) plus the renderer
 * Worker's entrypoint, which vitest.config.ts binds as RENDERER to this same
 * Worker: in production it is a Worker of its own (workers/render/).
 */
export { default } from "../../workers/app";
export { Renderer } from "../../workers/render";
