import { EnglishContent } from "#app/components/english-content.tsx";
import { HomeButton } from "#app/components/home-button.tsx";
import { WalletCalculator } from "#app/components/wallet-calculator.tsx";
import {
  WALLET,
  WALLET_PROMISE_DATE,
  WALLET_ROUTE,
} from "#app/content/wallet.ts";
import { pageMeta, type MetaArgsLike } from "#app/lib/meta.ts";
import {
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
} from "#app/lib/sustainability.ts";

export const meta = ({ location }: MetaArgsLike) =>
  pageMeta({
    location,
    title: WALLET.metaTitle,
    description: WALLET.description,
    path: WALLET_ROUTE,
  });

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;
const kwh = (n: number) => `${formatNumber(n, 3)} kWh`;
const kg = (n: number) => `${formatNumber(n, 3)} kg`;

export default function Wallet() {
  const ex = WORKED_EXAMPLE_RESULT;
  return (
    <main id="main" className="page wallet-page">
      <HomeButton />
      <EnglishContent>
        <h1>{WALLET.heading}</h1>
        <p className="page-date">
          <time dateTime={WALLET_PROMISE_DATE.iso}>
            {WALLET_PROMISE_DATE.display}
          </time>
        </p>
        {WALLET.intro.map((p) => (
          <p key={p}>{p}</p>
        ))}

        <section aria-labelledby="funding">
          <h2 id="funding">{WALLET.fundingHeading}</h2>
          <p>
            {WALLET.funding({
              block: formatUsd(WALLET_BLOCK_USD),
              topUp: formatUsd(AUTO_TOP_UP_USD),
              threshold: formatUsd(AUTO_TOP_UP_THRESHOLD_USD),
            })}
          </p>
        </section>

        <section aria-labelledby="pricing">
          <h2 id="pricing">{WALLET.pricingHeading}</h2>
          <p>{WALLET.pricingIntro(percent(MARKUP))}</p>
          <PerMillionTable />
          <p className="note">{WALLET.usageNote}</p>
        </section>

        <section aria-labelledby="assumptions">
          <h2 id="assumptions">{WALLET.assumptionsHeading}</h2>
          <Assumptions />
          <p>{WALLET.assumptionsNote}</p>
        </section>

        <section aria-labelledby="example">
          <h2 id="example">{WALLET.exampleHeading}</h2>
          <p data-testid="worked-example">
            {WALLET.example({
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
          <h2 id="sensitivity">{WALLET.sensitivityHeading}</h2>
          <p>{WALLET.sensitivityIntro}</p>
          <SensitivityTable />
        </section>

        <section aria-labelledby="calculator">
          <h2 id="calculator">{WALLET.calculatorHeading}</h2>
          <p>{WALLET.calculatorIntro}</p>
          <WalletCalculator />
        </section>

        <section aria-labelledby="retirement">
          <h2 id="retirement">{WALLET.retirementHeading}</h2>
          {WALLET.retirement.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      </EnglishContent>
    </main>
  );
}

const PER_MILLION_ROWS: [string, (m: PerMillion, cost: number) => string][] = [
  ["Provider cost", (_, cost) => formatUsd(cost)],
  [`Price (cost plus ${percent(MARKUP)})`, (m) => formatUsd(m.priceUsd)],
  ["IT energy", (m) => kwh(m.itKwh)],
  ["Facility energy", (m) => kwh(m.facilityKwh)],
  ["Emissions (CO2e)", (m) => kg(m.kgCo2e)],
  ["Offset charge", (m) => formatUsd(m.offsetUsd)],
  ["All-in price", (m) => formatUsd(m.allInUsd)],
];

function PerMillionTable() {
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label="Prices and footprint per million tokens"
      tabIndex={0}
    >
      <table className="data-table" data-testid="per-million">
        <caption>Per million tokens</caption>
        <thead>
          <tr>
            <th scope="col">Per million tokens</th>
            <th scope="col">Input</th>
            <th scope="col">Output</th>
          </tr>
        </thead>
        <tbody>
          {PER_MILLION_ROWS.map(([label, cell]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{cell(PER_MILLION_INPUT, INPUT_COST_PER_MILLION_USD)}</td>
              <td>{cell(PER_MILLION_OUTPUT, OUTPUT_COST_PER_MILLION_USD)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Assumptions() {
  const l = WALLET.assumptionLabels;
  const items: [string, string][] = [
    [l.inputEnergy, `${formatNumber(JOULES_PER_INPUT_TOKEN, 1)} J`],
    [l.outputEnergy, `${formatNumber(JOULES_PER_OUTPUT_TOKEN, 1)} J`],
    [l.pue, formatNumber(PUE, 2)],
    [l.grid, `${formatNumber(GRID_KG_PER_KWH, 2)} kg CO2e per kWh`],
    [l.offset, `${formatUsd(OFFSET_USD_PER_TONNE)} per tonne CO2e`],
    [l.markup, `cost plus ${percent(MARKUP)}`],
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

function SensitivityTable() {
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label="Sensitivity to PUE and grid factor"
      tabIndex={0}
    >
      <table className="data-table" data-testid="sensitivity">
        <caption>Per million tokens, by PUE and grid factor</caption>
        <thead>
          <tr>
            <th scope="col">PUE / grid (kg per kWh)</th>
            <th scope="col">Input kg CO2e</th>
            <th scope="col">Input offset</th>
            <th scope="col">Output kg CO2e</th>
            <th scope="col">Output offset</th>
          </tr>
        </thead>
        <tbody>
          {SENSITIVITY.map((row) => (
            <tr key={`${row.pue}-${row.gridKgPerKwh}`}>
              <th scope="row">
                {formatNumber(row.pue, 2)} / {formatNumber(row.gridKgPerKwh, 2)}
                {row.pue === PUE && row.gridKgPerKwh === GRID_KG_PER_KWH
                  ? " (central)"
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
