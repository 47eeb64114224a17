import {
  COMPLIANCE_KEY,
  COMPLIANCE_RESET_KEY,
} from "#app/lib/compliance/compliance.ts";
import {
  COMPLIANCE_ACCEPTED_ATTR,
  COMPLIANCE_ASK_ATTR,
} from "#app/lib/compliance/compliance-first-paint.ts";
import { DEFAULT_LOCALE, LOCALE_CODES } from "#app/lib/i18n/index.ts";

/** Every locale's home: "/", "/de/", "/zh-hant/". */
const HOME = `^/(?:(?:${LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE).join("|")})/)?$`;

/**
 * The first-paint script (app/lib/compliance/compliance-first-paint.ts). It reads the
 * stored choice exactly as readCompliance does (app/lib/compliance/compliance.ts) and
 * knows the home page's once-a-visit reset (app/routes/home.tsx): a home
 * without ?fromsubpage=true in a visit that has not reset yet asks again.
 * Storage that throws counts as nothing stored, a session storage that
 * throws as no reset, as there. It marks the document either way: the
 * dialog shows before hydration only where it says "ask".
 */
export const COMPLIANCE_FIRST_PAINT_SCRIPT = `(function () {
  var accepted = false;
  try {
    var record = JSON.parse(localStorage.getItem(${JSON.stringify(COMPLIANCE_KEY)}) || "null");
    accepted = !!record && record.accepted === true && typeof record.region === "string";
  } catch (e) {}
  if (accepted && new RegExp(${JSON.stringify(HOME)}).test(location.pathname) && new URLSearchParams(location.search).get("fromsubpage") !== "true") {
    try {
      if (!sessionStorage.getItem(${JSON.stringify(COMPLIANCE_RESET_KEY)})) accepted = false;
    } catch (e) {}
  }
  document.documentElement.setAttribute(accepted ? ${JSON.stringify(COMPLIANCE_ACCEPTED_ATTR)} : ${JSON.stringify(COMPLIANCE_ASK_ATTR)}, "");
})();`;
