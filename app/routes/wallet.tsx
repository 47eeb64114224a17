import { EnglishContent } from "#app/components/english-content.tsx";
import { HomeButton } from "#app/components/home-button.tsx";
import { WalletCalculator } from "#app/components/wallet-calculator.tsx";
import {
  WALLET,
  WALLET_PROMISE_DATE,
  WALLET_ROUTE,
  WALLET_TABLES,
  type WalletWords,
} from "#app/content/wallet.ts";
import { fillWords } from "#app/lib/i18n/index.ts";
import {
  translatedPageMeta,
  AUTO_TOP_UP_THRESHOLD_USD,
  AUTO_TOP_UP_USD,
  GRID_KG_PER_KWH,
  INPUT_COST_PER_MILLION_USD,
  JOULES_PER_INPUT_TOKEN,
  JOULES_PER_OUTPUT_TOKEN,
  MARKUP,
  OFFSET_USD_PER_TONNE,
  OUTPUT_COST_PER_MILLION_USD,
  PER_MILLION_INPUT,
  PER_MILLION_OUTPUT,
  PUE,
  SENSITIVITY,
  WALLET_BLOCK_USD,
  WORKED_EXAMPLE_RESULT,
  formatNumber,
  formatTokens,
  formatUsd,
  type PerMillion,
} from "#app/lib/pages/index.ts";
import { walletTranslation } from "#app/lib/i18n/index.server.ts";
import type { Route } from "./+types/wallet";

/** The page's language version when one exists (app/content/translations/), else null. */
export const loader = async ({ request }: Route.LoaderArgs) => ({
  translation: await walletTranslation(request),
});

export const meta = translatedPageMeta(
  WALLET_ROUTE,
  (t: Route.ComponentProps["loaderData"]["translation"] | undefined) => ({
    title: t?.metaTitle ?? WALLET.metaTitle,
    description: t?.description ?? WALLET.description,
  }),
);

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;
const kwh = (n: number) => `${formatNumber(n, 3)} kWh`;
const kg = (n: number) => `${formatNumber(n, 3)} kg`;

/** English as written in app/content/wallet.ts; figures fill the same slots. */
const ENGLISH = {
  funding: WALLET.funding,
  pricingIntro: WALLET.pricingIntro,
  example: WALLET.example,
};

export default function Wallet({ loaderData }: Route.ComponentProps) {
  const ex = WORKED_EXAMPLE_RESULT;
  const t = loaderData.translation;
  const w: Omit<
    WalletWords,
    "funding" | "pricingIntro" | "example" | "calculator"
  > = t ?? {
    ...WALLET,
    date: WALLET_PROMISE_DATE.display,
    tables: WALLET_TABLES,
  };
  const say = t
    ? {
        funding: (v: Record<string, string>) => fillWords(t.funding, v),
        pricingIntro: (markup: string) => fillWords(t.pricingIntro, { markup }),
        example: (v: Record<string, string>) => fillWords(t.example, v),
      }
    : ENGLISH;
  const content = (
    <>
      <h1>{w.heading}</h1>
      <p className="page-date">
        <time dateTime={WALLET_PROMISE_DATE.iso}>{w.date}</time>
      </p>
      {w.intro.map((p) => (
        <p key={p}>{p}</p>
      ))}

      <section aria-labelledby="funding">
        <h2 id="funding">{w.fundingHeading}</h2>
        <p>
          {say.funding({
            block: formatUsd(WALLET_BLOCK_USD),
            topUp: formatUsd(AUTO_TOP_UP_USD),
            threshold: formatUsd(AUTO_TOP_UP_THRESHOLD_USD),
          })}
        </p>
      </section>

      <section aria-labelledby="pricing">
        <h2 id="pricing">{w.pricingHeading}</h2>
        <p>{say.pricingIntro(percent(MARKUP))}</p>
        <PerMillionTable words={w.tables} />
        <p className="note">{w.usageNote}</p>
      </section>

      <section aria-labelledby="assumptions">
        <h2 id="assumptions">{w.assumptionsHeading}</h2>
        <Assumptions
          labels={w.assumptionLabels}
          values={w.tables.assumptionValues}
        />
        <p>{w.assumptionsNote}</p>
      </section>

      <section aria-labelledby="example">
        <h2 id="example">{w.exampleHeading}</h2>
        <p data-testid="worked-example">
          {say.example({
            inputTokens: formatTokens(ex.inputTokens),
            outputTokens: formatTokens(ex.outputTokens),
            compute: formatUsd(ex.computeUsd),
            kg: formatNumber(ex.kgCo2e, 3),
            offset: formatUsd(ex.offsetUsd),
            total: formatUsd(ex.totalUsd),
          })}
        </p>
      </section>

      <section aria-labelledby="sensitivity">
        <h2 id="sensitivity">{w.sensitivityHeading}</h2>
        <p>{w.sensitivityIntro}</p>
        <SensitivityTable words={w.tables} />
      </section>

      <section aria-labelledby="calculator">
        <h2 id="calculator">{w.calculatorHeading}</h2>
        <p>{w.calculatorIntro}</p>
        <WalletCalculator words={t?.calculator} />
      </section>

      <section aria-labelledby="retirement">
        <h2 id="retirement">{w.retirementHeading}</h2>
        {w.retirement.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
    </>
  );
  return (
    <main id="main" className="page wallet-page">
      <HomeButton />
      {t ? (
        // Words from a translation file, not a catalog (the pseudo-locale walk skips them).
        <div data-content-translation="">{content}</div>
      ) : (
        <EnglishContent>{content}</EnglishContent>
      )}
    </main>
  );
}

type TableWords = WalletWords["tables"];

const PER_MILLION_ROWS: [
  keyof TableWords["rows"],
  (m: PerMillion, cost: number) => string,
][] = [
  ["providerCost", (_, cost) => formatUsd(cost)],
  ["price", (m) => formatUsd(m.priceUsd)],
  ["itEnergy", (m) => kwh(m.itKwh)],
  ["facilityEnergy", (m) => kwh(m.facilityKwh)],
  ["emissions", (m) => kg(m.kgCo2e)],
  ["offset", (m) => formatUsd(m.offsetUsd)],
  ["allIn", (m) => formatUsd(m.allInUsd)],
];

function PerMillionTable({ words }: { words: TableWords }) {
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={words.perMillionRegion}
      tabIndex={0}
    >
      <table className="data-table" data-testid="per-million">
        <caption>{words.perMillionCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.perMillionColumn}</th>
            <th scope="col">{words.input}</th>
            <th scope="col">{words.output}</th>
          </tr>
        </thead>
        <tbody>
          {PER_MILLION_ROWS.map(([row, cell]) => (
            <tr key={row}>
              <th scope="row">
                {fillWords(words.rows[row], { markup: percent(MARKUP) })}
              </th>
              <td>{cell(PER_MILLION_INPUT, INPUT_COST_PER_MILLION_USD)}</td>
              <td>{cell(PER_MILLION_OUTPUT, OUTPUT_COST_PER_MILLION_USD)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Assumptions({
  labels: l,
  values: v,
}: {
  labels: WalletWords["assumptionLabels"];
  values: TableWords["assumptionValues"];
}) {
  const items: [string, string][] = [
    [l.inputEnergy, `${formatNumber(JOULES_PER_INPUT_TOKEN, 1)} J`],
    [l.outputEnergy, `${formatNumber(JOULES_PER_OUTPUT_TOKEN, 1)} J`],
    [l.pue, formatNumber(PUE, 2)],
    [l.grid, fillWords(v.grid, { kg: formatNumber(GRID_KG_PER_KWH, 2) })],
    [l.offset, fillWords(v.offset, { usd: formatUsd(OFFSET_USD_PER_TONNE) })],
    [l.markup, fillWords(v.markup, { markup: percent(MARKUP) })],
  ];
  return (
    <dl className="key-values">
      {items.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SensitivityTable({ words }: { words: TableWords }) {
  const c = words.sensitivityColumns;
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={words.sensitivityRegion}
      tabIndex={0}
    >
      <table className="data-table" data-testid="sensitivity">
        <caption>{words.sensitivityCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.pueGrid}</th>
            <th scope="col">{c.inputKg}</th>
            <th scope="col">{c.inputOffset}</th>
            <th scope="col">{c.outputKg}</th>
            <th scope="col">{c.outputOffset}</th>
          </tr>
        </thead>
        <tbody>
          {SENSITIVITY.map((row) => (
            <tr key={`${row.pue}-${row.gridKgPerKwh}`}>
              <th scope="row">
                {formatNumber(row.pue, 2)} / {formatNumber(row.gridKgPerKwh, 2)}
                {row.pue === PUE && row.gridKgPerKwh === GRID_KG_PER_KWH
                  ? words.central
                  : ""}
              </th>
              <td>{kg(row.input.kgCo2e)}</td>
              <td>{formatUsd(row.input.offsetUsd)}</td>
              <td>{kg(row.output.kgCo2e)}</td>
              <td>{formatUsd(row.output.offsetUsd)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
