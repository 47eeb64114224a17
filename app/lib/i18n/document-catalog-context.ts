import { createContext } from "react";

/**
 * The JSON of the page's catalogs that app/root.tsx writes into the
 * document (app/lib/i18n/browser-catalog.ts): made by app/entry.server.tsx,
 * and in the browser the same text read back before hydration.
 */
export const DocumentCatalogContext = createContext("");
