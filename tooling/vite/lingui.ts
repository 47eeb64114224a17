import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import type { PluginOption } from "vite";

/**
 * Lingui for Vite and Vitest: Babel compiles the macros in files that import
 * them, lingui() compiles PO catalogs on import. Lingui's faster native macro
 * transform is not used: its binary needs Node >= 22.19 at install time, and
 * `npm ci` under the system Node 20 the README starts from skips it.
 */
export function linguiPlugins(): PluginOption[] {
  // Its "try the native transform" notice would print on every build.
  process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";
  return [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()];
}
