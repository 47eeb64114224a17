import { I18nProvider } from "@lingui/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { documentCatalogText } from "./lib/i18n/browser-catalog";
import { DocumentCatalogContext } from "./lib/i18n/document-catalog-context";
import { documentCatalog, i18nFor } from "./lib/i18n/instance";
import {
  ComplianceFirstPaintContext,
  complianceFirstPaintText,
} from "./lib/compliance/compliance-first-paint";
import {
  InlineStylesContext,
  inlineStylesText,
} from "./lib/platform/inline-styles";

// The page's language is fixed by its URL; switching language loads a new
// document (app/lib/i18n/locale-path.ts), so one catalog is loaded once;
// the document carries the page's catalogs, so nothing is downloaded first.
const { locale, catalog } = documentCatalog();
const i18n = await i18nFor(locale, catalog);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <DocumentCatalogContext value={documentCatalogText()}>
          <InlineStylesContext value={inlineStylesText()}>
            <ComplianceFirstPaintContext value={complianceFirstPaintText()}>
              <HydratedRouter />
            </ComplianceFirstPaintContext>
          </InlineStylesContext>
        </DocumentCatalogContext>
      </I18nProvider>
    </StrictMode>,
  );
});
