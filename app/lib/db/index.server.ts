/**
 * The data layer (README.md "Architecture"): every SQL statement outside
 * money, one module an aggregate; `commit` (batch.server.ts) commits a
 * change's statements in one batch.
 * Code outside app/lib/db/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export {
  type CodeBinding,
  type CodeRow,
  type Holder,
  type Subject,
  codeByLink,
  codesFromNetworkSince,
  codesRequestedSince,
  endAllSessions,
  endOtherSessionsStatement,
  endSession,
  findHolder,
  holderOf,
  insertSessionStatement,
  insertSignInCodeStatement,
  knownDevice,
  liveSession,
  liveSessionOf,
  rememberDeviceStatement,
  reserveTry,
  spendCodeStatement,
  usedNow,
  verifyHolderStatement,
} from "#app/lib/db/account.server.ts";
export {
  authClient,
  blockedFor,
  recordFailure,
  signInAlarm,
} from "#app/lib/db/admin-auth-failures.server.ts";
export {
  listApplications,
  recordApplication,
} from "#app/lib/db/applications.server.ts";
export {
  type SystemActor,
  auditExport,
  auditPayoutFile,
  auditSignIn,
  auditStatement,
  listAudit,
  payeeAuditStatement,
} from "#app/lib/db/audit.server.ts";
export { type Statement, commit } from "#app/lib/db/batch.server.ts";
export {
  activeCodesByFoldKeys,
  activeCodesReadingAs,
  publicCodeState,
} from "#app/lib/db/code-lookup.server.ts";
export {
  codeReport,
  issueReportToken,
  listCodes,
  monthlyCohorts,
  participantReport,
} from "#app/lib/db/code-reports.server.ts";
export {
  DRAW_AGAIN,
  activeCodeKit,
  insertCodeStatement,
  isActiveCode,
  isTransition,
  transitionOrganisationCode,
  withFreshCode,
} from "#app/lib/db/codes.server.ts";
export { insertConsentRecord } from "#app/lib/db/consent.server.ts";
export {
  type TokenLookup,
  dropNotMeTokensStatement,
  lookupToken,
  newTokenPair,
  spendTokenStatement,
  subjectEmail,
  subjectVerified,
  tokenSpentNow,
  verifySubjectStatement,
} from "#app/lib/db/email-tokens.server.ts";
export { eraseSubjectStatements } from "#app/lib/db/erasure.server.ts";
export { rawFunnel } from "#app/lib/db/funnel.server.ts";
export {
  type BatchGuard,
  type LiveHolder,
  codeForRequest,
  confirmDestinationStatement,
  correctDetailsStatement,
  detailsConfirmedNow,
  insertIssuerStatement,
  listIssuers,
  liveHolder,
  proposedDestination,
  transitionIssuer,
} from "#app/lib/db/issuers.server.ts";
export { type ActionResult, runList } from "#app/lib/db/list.server.ts";
export { monthlyMembers } from "#app/lib/db/member-counts.server.ts";
export {
  type PayeeKind,
  setSummaryStatement,
  summaryPayees,
  summaryStatements,
  summaryWanted,
  unsubscribeOwner,
} from "#app/lib/db/monthly-summary.server.ts";
export {
  approvePendingRequest,
  listRequests,
  rejectRequest,
  saveOrganisationRequest,
} from "#app/lib/db/organisation-requests.server.ts";
export {
  type NoticeMessage,
  dailyCapState,
  deliverDueMessages,
  enqueueAccountMailStatement,
  enqueueNoticeStatement,
  enqueueStatement,
  getMessage,
  listOutbox,
  retryMessage,
} from "#app/lib/db/outbox.server.ts";
export { overviewCounts } from "#app/lib/db/overview.server.ts";
export {
  type PayoutDetailsRow,
  changePayoutDetailsStatement,
  holderStanding,
  organisationRequestStatus,
  payoutDetailsRow,
} from "#app/lib/db/payout-details.server.ts";
export {
  erasePerson,
  exportPerson,
  findPeople,
} from "#app/lib/db/people.server.ts";
export { sweepPersonalData } from "#app/lib/db/retention.server.ts";
export {
  type BreakdownDelta,
  type CampaignDayDelta,
  type CodeDayDelta,
  type CountedScope,
  RACE_LOST,
  SCAN_BREAKDOWN_LIST,
  SCAN_MONTHS_LIST,
  type ScanStore,
  type UnknownDelta,
  scanStore,
  unknownCodeDays,
} from "#app/lib/db/scans.server.ts";
export {
  clientHasRoom,
  domainHasRoom,
  mintClientStatement,
  recipientHasRoom,
  remindedRecently,
} from "#app/lib/db/sending-limits.server.ts";
export {
  isSuppressed,
  suppressStatement,
} from "#app/lib/db/suppressions.server.ts";
