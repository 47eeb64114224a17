// What a cold isolate spends on the site Worker's entry before its first
// request, at a finer grain than `wrangler check startup` can sample on
// these machines (docs/decisions/cold-start.md): V8 (the engine workerd
// runs) compiles, links and evaluates the entry module and every module it
// imports statically, all held in memory as workerd holds them, so no file
// reading or module resolution is counted. Prints one JSON line:
// { files, cpuMs, wallMs }. Run it in a fresh process per measurement:
//   node --experimental-vm-modules scripts/bench-entry-eval.mjs <entry.js>
import vm from "node:vm";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { staticImports } from "./bench-entry-graph.mjs";

const entry = resolve(process.argv[2]);
const sources = new Map();
const queue = [entry];
while (queue.length) {
  const file = queue.pop();
  if (sources.has(file)) continue;
  const source = readFileSync(file, "utf8");
  sources.set(file, source);
  for (const spec of staticImports(source))
    queue.push(resolve(dirname(file), spec));
}

const context = vm.createContext(globalThis);
const modules = new Map();
const moduleOf = (file) => {
  let module = modules.get(file);
  if (!module) {
    module = new vm.SourceTextModule(sources.get(file), {
      identifier: file,
      context,
    });
    modules.set(file, module);
  }
  return module;
};

const cpu0 = process.cpuUsage();
const wall0 = performance.now();
const root = moduleOf(entry);
await root.link((spec, referrer) =>
  moduleOf(resolve(dirname(referrer.identifier), spec)),
);
await root.evaluate();
const cpu = process.cpuUsage(cpu0);
const wall = performance.now() - wall0;
console.log(
  JSON.stringify({
    files: sources.size,
    cpuMs: (cpu.user + cpu.system) / 1000,
    wallMs: wall,
  }),
);
