// Lets a Node script import the app's TypeScript (app/lib/...) directly: Node
// strips the types itself, and this hook adds the `.ts` the app's
// extensionless relative imports leave out (Vite resolves them in the build).
//
//   import "../ts-hooks.mjs";
//   const { figureValues } = await import("#app/lib/i18n/price-values.ts");
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (error?.code !== "ERR_MODULE_NOT_FOUND" || !/^\.\.?\//.test(specifier))
        throw error;
      return next(`${specifier}.ts`, context);
    }
  },
});
