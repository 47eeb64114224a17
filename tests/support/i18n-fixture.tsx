import { Plural, Trans, useLingui } from "@lingui/react/macro";

/** A component written the way site components are localized (docs/translation.md). */
export function I18nFixture({ name, count }: { name: string; count: number }) {
  const { t } = useLingui();
  return (
    <p title={t`Greeting`}>
      <Trans>
        Hello {name}, read the <a href="/terms">terms</a>.
      </Trans>{" "}
      <Plural value={count} one="# result" other="# results" />
    </p>
  );
}
