import { I18nProvider } from "@lingui/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { documentCatalog, i18nFor } from "./lib/i18n/instance";

// The page's language is fixed by its URL; switching language loads a new
// document (app/lib/i18n/locale-path.ts), so one catalog is loaded once.
const { locale, catalog } = documentCatalog();
const i18n = await i18nFor(locale, catalog);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HydratedRouter />
      </I18nProvider>
    </StrictMode>,
  );
});
