/**
 * What only the operator console uses (app/routes/admin/): its lists, the
 * issuer identity filter, times, account-mail views and private responses.
 * Code outside app/lib/admin/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export {
  isAccountMail,
  redactAccountMail,
} from "#app/lib/admin/account-mail.ts";
export {
  adminHeaders,
  adminMeta,
  confirmed,
  field,
  postedForm,
} from "#app/lib/admin/http.ts";
export { identityFilter, isPayable } from "#app/lib/admin/identity-filter.ts";
export { PAGE_SIZE, withParams } from "#app/lib/admin/lists.ts";
export { consoleTime } from "#app/lib/admin/time.ts";
