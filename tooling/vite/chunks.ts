import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

const app = (path: string) =>
  fileURLToPath(new URL(`../../app/${path}`, import.meta.url));

/** The client entry: React Router loads it by its own file, after the route modules. */
const ENTRY = app("entry.client.tsx");

/** Modules every page runs: the client entry, the root route and what they import. */
const EVERY_PAGE = [ENTRY, app("root.tsx")];

/**
 * The landing page's route: most visitors arrive there, in every language.
 * A shared module joins the shell only if the landing page runs it too, so
 * the landing page never downloads code only other pages use.
 */
const LANDING = app("routes/home.tsx");

/**
 * The public routes' modules (app/routes/admin/ is a folder of its own);
 * a page's declaration beside its route (<route>.page.ts) is not one.
 */
const PUBLIC_ROUTES = readdirSync(app("routes"))
  .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".page.ts"))
  .map((name) => app(`routes/${name}`));

/**
 * A module of the site that this many public routes import, the landing page
 * among them, joins the shell: it costs every page a few hundred bytes and
 * saves most pages a request.
 */
export const SHARED_BY_ROUTES = 4;

const SCRIPT = /\.(?:[cm]?js|tsx?)$/;
const LIBRARY = /[\\/]node_modules[\\/]/;

function staticClosure(graph: ModuleGraph, roots: readonly string[]) {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function routeCounts(graph: ModuleGraph) {
  const counts = new Map<string, number>();
  for (const route of PUBLIC_ROUTES)
    for (const id of staticClosure(graph, [route]))
      counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/**
 * Client chunks (docs/decisions/client-chunks.md). What every page runs
 * travels in two files, the libraries ("framework") and the site's own code
 * ("shell"), joined by the site's modules most public routes share, instead
 * of a dozen small chunks that each cost a phone a request. The root route
 * is shell code too: React Router still loads it by its own file, which is
 * left as a one-line list of the shell's exports instead of repeating the
 * imports of everything the root draws. The client entry, the pages' route
 * modules, modules that bring a stylesheet (themselves or through an
 * import), and code only a few routes use keep Rolldown's automatic
 * chunking, so no page loads another page's styles. The entry stays apart:
 * it hydrates when it runs, and React Router runs it only once the page's
 * route modules are in.
 */
export function clientChunkName() {
  let everyPage: Set<string> | undefined;
  let landing: Set<string> | undefined;
  let counts: Map<string, number> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    everyPage ??= staticClosure(graph, EVERY_PAGE);
    landing ??= staticClosure(graph, [LANDING]);
    counts ??= routeCounts(graph);
    if (!SCRIPT.test(id) || id === ENTRY || PUBLIC_ROUTES.includes(id))
      return null;
    // A group takes in what its modules import, stylesheets included.
    for (const dep of staticClosure(graph, [id]))
      if (dep.endsWith(".css")) return null;
    if (LIBRARY.test(id)) return everyPage.has(id) ? "framework" : null;
    if (
      everyPage.has(id) ||
      (landing.has(id) && (counts.get(id) ?? 0) >= SHARED_BY_ROUTES)
    )
      return "shell";
    return null;
  };
}
