// The relative static imports of one bundled module (`import … from "./x.js"`,
// `export … from "./x.js"`, `import "./x.js"`): what the dry-run bundle's
// entry loads before its first request. import() chunks load on first use.
const STATIC_IMPORT =
  /^(?:import|export)[^;"]*?from\s*"(\.[^"]+)"|^import\s*"(\.[^"]+)"/gm;

export function staticImports(source) {
  return [...source.matchAll(STATIC_IMPORT)].map((m) => m[1] ?? m[2]);
}
