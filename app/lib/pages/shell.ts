import { pageOfRouteId } from "#app/lib/pages/queries.ts";

/**
 * What a route declares about the site shell drawn around it by app/root.tsx:
 * a page in its declaration's `shell` (app/routes/<route>.page.ts),
 * any other route in its `handle` export. Anything not declared is shown.
 */
export interface ShellHandle {
  /** false: no footer, compliance dialog or cookie banner (operators, reports). */
  shell?: false;
  footer?: false;
  /** false on the documents the compliance dialog asks visitors to accept. */
  complianceDialog?: false;
}

export interface Shell {
  /** The route draws the whole page itself. */
  bare: boolean;
  footer: boolean;
  complianceDialog: boolean;
}

/** The shell for the matched routes: any route on the path may turn a part off. */
export function shellFor(
  matches: readonly { id?: string; handle?: unknown }[],
): Shell {
  const handles = matches.flatMap((m) => [
    (m.handle ?? {}) as ShellHandle,
    ((m.id && pageOfRouteId(m.id)?.shell) || {}) as ShellHandle,
  ]);
  const off = (key: keyof ShellHandle) => handles.some((h) => h[key] === false);
  return {
    bare: off("shell"),
    footer: !off("footer"),
    complianceDialog: !off("complianceDialog"),
  };
}
