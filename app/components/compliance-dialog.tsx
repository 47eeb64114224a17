import { Trans, useLingui } from "@lingui/react";
import {
  focusMainHeading,
  apiFetch,
  escapeMarkup,
} from "#app/lib/platform/index.ts";
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useLocation } from "react-router";
import { documentPath } from "#app/lib/pages/index.ts";
import { COMPLIANCE_ENGLISH_NOTE } from "#app/content/english-only.ts";
import { COMPLIANCE_DIALOG } from "#app/content/shell.ts";
import {
  acceptCompliance,
  COMPLIANCE_RESET_EVENT,
  readCompliance,
  type Country,
  COMPLIANCE_ACCEPTED_ATTR,
  COMPLIANCE_ASK_ATTR,
} from "#app/lib/compliance/index.ts";
import {
  DEFAULT_LOCALE,
  chooseLocaleHref,
  useLocale,
} from "#app/lib/i18n/index.ts";
import type { LanguageSuggestion } from "#app/lib/i18n/index.server.ts";

/** The region select's options: the placeholder, then each country (named by Intl). */
function regionOptionsHtml(
  placeholder: string,
  countries: readonly Country[] | null,
): string {
  return [
    `<option value="">${escapeMarkup(placeholder)}</option>`,
    ...(countries ?? []).map(
      (c) =>
        `<option value="${escapeMarkup(c.code)}" data-intl>${escapeMarkup(c.name)}</option>`,
    ),
  ].join("");
}

/** The country list in the page's language (English keeps today's request). */
function countriesPath(locale: string): string {
  return locale === DEFAULT_LOCALE
    ? "/countries"
    : `/countries?locale=${locale}`;
}

const FOCUSABLE =
  "a[href], button:not([disabled]), select:not([disabled]), input:not([disabled])";

/**
 * Tab wraps inside the dialog: a modal <dialog> alone lets focus escape to
 * the browser's own toolbar, which a keyboard user cannot tell from leaving.
 */
function trapTab(event: React.KeyboardEvent, dialog: HTMLDialogElement | null) {
  if (event.key !== "Tab" || !dialog) return;
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Nothing to subscribe to: `hydrated` below only tells server and hydration from later renders. */
const noSubscription = () => () => {};

/** The visitor's own country (from the per-response visitor block) first. */
function ownFirst(
  list: readonly Country[] | null,
  country: string | null,
): readonly Country[] | null {
  const own = country ? list?.find((c) => c.code === country) : undefined;
  return own && list ? [own, ...list.filter((c) => c !== own)] : list;
}

/**
 * The compliance dialog: a region and the EULA box, or nothing. A native
 * modal <dialog> keeps focus inside; Escape and the backdrop do nothing.
 */
export function ComplianceDialog({
  country,
  countries: inPage,
  suggestion,
}: {
  country: string | null;
  /** The list the page carries for its language (root loader); fetched only without it. */
  countries?: readonly Country[];
  /** The language the browser prefers, offered here too: the page behind is inert. */
  suggestion?: LanguageSuggestion | null;
}) {
  const { _ } = useLingui();
  const locale = useLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Open in the server's HTML but hidden by CSS unless the head's script
  // marked the document as asking before the first paint
  // (app/lib/compliance/compliance-first-paint.ts): a first visit sees it with that
  // paint, a visitor who accepted never sees it (the effect below removes
  // it), and without JavaScript it never shows. The first render matches
  // the server's (hydration): what only the browser knows (the visitor's
  // country, the suggestion) comes in after it.
  const [open, setOpen] = useState(true);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [fetched, setFetched] = useState<readonly Country[] | null>(null);
  const list = inPage ?? fetched;
  // The visitor's own country first, and preselected when the list has it.
  const countries = hydrated ? ownFirst(list, country) : list;
  const [chosen, setRegion] = useState("");
  const region =
    chosen ||
    (hydrated && country && list?.some((c) => c.code === country)
      ? country
      : "");
  const { pathname, search } = useLocation();
  const [eula, setEula] = useState(false);
  const selectId = useId();
  const eulaId = useId();

  useEffect(() => {
    const sync = () => {
      const accepted = readCompliance().accepted;
      // Asked again (the home page's reset): the first-paint marks follow.
      const root = document.documentElement;
      root.toggleAttribute(COMPLIANCE_ACCEPTED_ATTR, accepted);
      root.toggleAttribute(COMPLIANCE_ASK_ATTR, !accepted);
      setOpen(!accepted);
    };
    sync();
    window.addEventListener(COMPLIANCE_RESET_EVENT, sync);
    return () => window.removeEventListener(COMPLIANCE_RESET_EVENT, sync);
  }, []);

  useEffect(() => {
    if (!open || list) return;
    apiFetch<{ countries: Country[] }>(countriesPath(locale))
      .then((body) => setFetched(body?.countries ?? []))
      .catch((error: unknown) => {
        console.error("Failed to load countries", error);
        setFetched([]);
      });
  }, [open, list, locale]);

  useEffect(() => {
    const dialog = dialogRef.current;
    // Not for a visitor who accepted: the first render's dialog is on its way out.
    if (!dialog || !open || readCompliance().accepted) return;
    // The server's dialog is open but not modal: made modal once the page
    // can run (focus kept inside, the page behind inert).
    if (dialog.open && !dialog.matches(":modal")) dialog.close();
    if (!dialog.open) dialog.showModal();
  }, [open]);

  if (!open) return null;
  const loading = countries === null;
  const canContinue = region !== "" && eula;

  return (
    <dialog
      ref={dialogRef}
      open
      className="compliance-dialog"
      aria-labelledby={`${selectId}-title`}
      onCancel={(event) => event.preventDefault()}
      onKeyDown={(event) => trapTab(event, dialogRef.current)}
      onClose={() => {
        // Browsers may force-close after repeated Escape; reopen until accepted.
        const dialog = dialogRef.current;
        if (dialog && !dialog.open && !readCompliance().accepted)
          dialog.showModal();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (!canContinue) return;
          acceptCompliance(region);
          setOpen(false);
          // The dialog is gone after this render; the page starts at its heading.
          requestAnimationFrame(focusMainHeading);
        }}
      >
        {hydrated && suggestion && (
          <p
            className="compliance-language"
            lang={suggestion.htmlLang}
            dir={suggestion.dir}
          >
            {suggestion.text}{" "}
            <a
              href={chooseLocaleHref(suggestion.locale, pathname + search)}
              hrefLang={suggestion.htmlLang}
            >
              {suggestion.accept}
            </a>
          </p>
        )}
        <h2 id={`${selectId}-title`}>{_(COMPLIANCE_DIALOG.heading)}</h2>
        <p>{_(COMPLIANCE_DIALOG.intro)}</p>
        <label htmlFor={selectId}>{_(COMPLIANCE_DIALOG.regionLabel)}</label>
        <select
          id={selectId}
          value={region}
          disabled={loading}
          required
          onChange={(event) => setRegion(event.target.value)}
          // About 250 options: written as markup in one step, they cost the
          // dialog's first render a fraction of 250 React elements.
          dangerouslySetInnerHTML={{
            __html: regionOptionsHtml(
              loading
                ? _(COMPLIANCE_DIALOG.loadingCountries)
                : _(COMPLIANCE_DIALOG.regionPlaceholder),
              countries,
            ),
          }}
        />
        <div className="check">
          <input
            id={eulaId}
            aria-describedby={
              locale === DEFAULT_LOCALE ? undefined : `${eulaId}-note`
            }
            type="checkbox"
            checked={eula}
            onChange={(event) => setEula(event.target.checked)}
          />
          <label htmlFor={eulaId}>
            <Trans
              id={COMPLIANCE_DIALOG.accept.id}
              message={COMPLIANCE_DIALOG.accept.message}
              components={{
                0: (
                  // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans fills in the link text
                  <a
                    href={documentPath("memberEula")}
                    target="_blank"
                    rel="noopener"
                  />
                ),
                1: (
                  // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans fills in the link text
                  <a
                    href={documentPath("terms")}
                    target="_blank"
                    rel="noopener"
                  />
                ),
              }}
            />
          </label>
        </div>
        {locale !== DEFAULT_LOCALE && (
          // Both documents are English only (app/content/documents.ts "legal").
          <p
            id={`${eulaId}-note`}
            className="field-hint compliance-english-note"
          >
            {_(COMPLIANCE_ENGLISH_NOTE)}
          </p>
        )}
        <button
          type="submit"
          className="button primary"
          disabled={!canContinue}
        >
          {_(COMPLIANCE_DIALOG.continue)}
        </button>
      </form>
    </dialog>
  );
}
