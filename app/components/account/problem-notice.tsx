import { useLingui } from "@lingui/react";
import { ACCOUNT } from "#app/content/account.ts";
import { FORM_ANSWERS } from "#app/content/form-answers.ts";
import type { Problem } from "#app/lib/use-cases/index.server.ts";

const PROBLEMS: Record<Problem, { id: string; message?: string } | null> = {
  "email-invalid": ACCOUNT.emailInvalid,
  limited: ACCOUNT.limited,
  "rate-limited": FORM_ANSWERS.rateLimited,
  "too-large": FORM_ANSWERS.bodyTooLarge,
  invalid: ACCOUNT.invalidCode,
  wrong: ACCOUNT.wrongCode,
  spent: ACCOUNT.spentCode,
};

export function ProblemNotice({ problem }: { problem?: Problem }) {
  const { _ } = useLingui();
  const descriptor = problem ? PROBLEMS[problem] : null;
  if (!descriptor) return null;
  return (
    <p className="notice error" role="alert">
      {_(descriptor)}
    </p>
  );
}
