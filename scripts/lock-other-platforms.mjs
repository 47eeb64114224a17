// The npm registry reachable here lacks some other-platform binaries (macOS,
// Windows, Android, FreeBSD, OpenHarmony, musl, ppc64 and s390x builds of
// workerd, @napi-rs/canvas and oxc-parser). `npm install`
// skips them silently but leaves them out of package-lock.json, and `npm ci`
// then refuses the lock. This adds a stub entry, marked optional and limited
// to its platform, for each missing optional dependency, so `npm ci` skips it
// on Linux just as it would skip the real package. Run after `npm install`.
import { readFileSync, writeFileSync } from "node:fs";

const PLATFORM = [
  [/darwin/, { os: ["darwin"] }],
  [/win32|windows/, { os: ["win32"] }],
  [/android/, { os: ["android"] }],
  [/linux-arm64-musl/, { os: ["linux"], cpu: ["arm64"], libc: ["musl"] }],
  [/linux-x64-musl/, { os: ["linux"], cpu: ["x64"], libc: ["musl"] }],
  [/linux-arm-gnueabihf/, { os: ["linux"], cpu: ["arm"] }],
  [/linux-riscv64/, { os: ["linux"], cpu: ["riscv64"] }],
  [/linux-arm-musleabihf/, { os: ["linux"], cpu: ["arm"], libc: ["musl"] }],
  [/linux-ppc64/, { os: ["linux"], cpu: ["ppc64"] }],
  [/linux-s390x/, { os: ["linux"], cpu: ["s390x"] }],
  [/freebsd/, { os: ["freebsd"] }],
  [/openharmony/, { os: ["openharmony"] }],
];

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const packages = lock.packages;

/** Where npm would look for `name` when required from the package at `from`. */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    const at = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (packages[at]) return at;
    if (!dir) return null;
    const cut = dir.lastIndexOf("/node_modules/");
    dir = cut < 0 ? "" : dir.slice(0, cut);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(
    entry.optionalDependencies ?? {},
  )) {
    const found = resolves(path, name);
    if (found && packages[found].version === version) continue;
    const platform = PLATFORM.find(([re]) => re.test(name))?.[1];
    if (!platform) continue;
    const target = `${path ? `${path}/` : ""}node_modules/${name}`;
    if (packages[target]) continue;
    packages[target] = { version, optional: true, ...platform };
    added++;
  }
}
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`stub entries added: ${added}`);
