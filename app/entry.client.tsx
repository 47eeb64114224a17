import { I18nProvider } from "@lingui/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import {
  documentCatalogText,
  DocumentCatalogContext,
  documentCatalog,
  i18nFor,
} from "#app/lib/i18n/index.ts";
import {
  ComplianceFirstPaintContext,
  complianceFirstPaintText,
} from "#app/lib/compliance/index.ts";
import {
  InlineStylesContext,
  inlineStylesText,
} from "#app/lib/platform/index.ts";

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
