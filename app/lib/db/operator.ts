/** The operator acting in the console, as the audit log records them. */
export interface Admin {
  /** Access e-mail or Basic user name: recorded in the audit log. */
  actor: string;
  via: "access" | "basic";
}
