import {
  createRequestHandler,
  RouterContextProvider,
  type RequestHandler,
} from "react-router";
import { nonceContext } from "../app/lib/nonce";

const loadBuild = () => import("virtual:react-router/server-build");
let built: Promise<RequestHandler> | undefined;

/**
 * Built once per isolate, on the first page request. Handed a function
 * instead of the build, React Router re-derives its whole route table on
 * every request, which only the dev server's reloads need.
 */
const handleRequest: RequestHandler = import.meta.env.DEV
  ? createRequestHandler(loadBuild, import.meta.env.MODE)
  : (request, context) => {
      built ??= loadBuild().then(
        (build) => createRequestHandler(build, import.meta.env.MODE),
        (error: unknown) => {
          built = undefined; // the next request tries again
          throw error;
        },
      );
      return built.then((handler) => handler(request, context));
    };

/**
 * A page from React Router, its scripts carrying the response's nonce. This
 * module (and React Router with it) loads on the first page request, never
 * for /c/<code> (docs/decisions/cold-start.md).
 */
export function renderPage(request: Request, nonce: string): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  return handleRequest(request, context);
}
