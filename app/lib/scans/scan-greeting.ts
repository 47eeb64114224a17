/**
 * What the page tells a visitor who arrived with a code (a QR scan, a link
 * with ?code=): the code, and whether it gives the discount. Unknown and
 * stopped codes are one status, as on the code's check page
 * (docs/attribution.md), with the one active code they probably meant.
 */
export type ScanGreeting =
  | { code: string; status: "active"; ownerKind: "individual" }
  | {
      code: string;
      status: "active";
      ownerKind: "organisation";
      organisationName: string;
    }
  | { code: string; status: "inactive"; suggestion?: string };
