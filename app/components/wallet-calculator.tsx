import { useEffect, useId, useRef, useState } from "react";
import {
  WORKED_EXAMPLE,
  estimateUsage,
  formatNumber,
  formatUsd,
} from "#app/lib/pages/index.ts";
import { WALLET_CALCULATOR, type WalletWords } from "#app/content/wallet.ts";
import { fillWords } from "#app/lib/i18n/index.ts";

type CalculatorWords = WalletWords["calculator"];

/** The English words in the shape of a translation's (app/content/wallet.ts). */
const ENGLISH: Pick<CalculatorWords, "title" | "labels" | "result" | "units"> =
  WALLET_CALCULATOR;

/** A bad entry's message: English from its function, a translation from its template. */
function errorText(
  words: CalculatorWords | undefined,
  kind: keyof CalculatorWords["errors"],
  label: string,
): string {
  return words
    ? fillWords(words.errors[kind], { label })
    : WALLET_CALCULATOR.errors[kind](label);
}

/** Inputs step by a thousand tokens: single tokens are noise at this scale. */
const TOKEN_STEP = 1000;
/** Beyond a trillion tokens the estimate is meaningless for one member. */
const MAX_TOKENS = 1_000_000_000_000;

type Parsed = { ok: true; value: number } | { ok: false; message: string };

/** A whole, non-negative token count, or a message saying what is wrong. */
export function parseTokens(
  raw: string,
  label: string,
  words?: CalculatorWords,
): Parsed {
  const fail = (kind: keyof CalculatorWords["errors"]): Parsed => ({
    ok: false,
    message: errorText(words, kind, label),
  });
  const text = raw.trim().replace(/[,_\s]/g, "");
  if (text === "") return fail("empty");
  const value = Number(text);
  if (!Number.isFinite(value)) return fail("notANumber");
  if (value < 0) return fail("negative");
  if (!Number.isInteger(value)) return fail("notWhole");
  if (value > MAX_TOKENS) return fail("tooLarge");
  return { ok: true, value };
}

/**
 * Live estimate of cost, energy, CO2e and offset for a token mix; `words`
 * is the page's translation (app/content/translations/), English without.
 */
export function WalletCalculator({ words }: { words?: CalculatorWords }) {
  const W = words ?? ENGLISH;
  const id = useId();
  const [input, setInput] = useState(String(WORKED_EXAMPLE.inputTokens));
  const [output, setOutput] = useState(String(WORKED_EXAMPLE.outputTokens));
  const formRef = useRef<HTMLFormElement>(null);

  // Numbers typed before hydration are in the DOM but not in state: adopt them.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const [inEl, outEl] = form.querySelectorAll("input");
    if (inEl) setInput(inEl.value);
    if (outEl) setOutput(outEl.value);
  }, []);

  const parsedIn = parseTokens(input, W.labels.inputTokens, words);
  const parsedOut = parseTokens(output, W.labels.outputTokens, words);
  const errors = [parsedIn, parsedOut].flatMap((p) =>
    p.ok ? [] : [p.message],
  );
  const result =
    parsedIn.ok && parsedOut.ok
      ? estimateUsage(parsedIn.value, parsedOut.value)
      : null;

  return (
    <form
      ref={formRef}
      className="calculator"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => e.preventDefault()}
      noValidate
    >
      <h3 id={`${id}-title`}>{W.title}</h3>
      <div className="calculator-fields">
        <TokenField
          id={`${id}-in`}
          label={W.labels.inputTokens}
          value={input}
          onChange={setInput}
          invalid={!parsedIn.ok}
          errorId={`${id}-error`}
        />
        <TokenField
          id={`${id}-out`}
          label={W.labels.outputTokens}
          value={output}
          onChange={setOutput}
          invalid={!parsedOut.ok}
          errorId={`${id}-error`}
        />
      </div>
      <div aria-live="polite" className="calculator-result">
        {result ? (
          <dl data-testid="calculator-result">
            <div>
              <dt>{W.result.compute}</dt>
              <dd data-testid="calc-compute">{formatUsd(result.computeUsd)}</dd>
            </div>
            <div>
              <dt>{W.result.energy}</dt>
              <dd data-testid="calc-energy">
                {formatNumber(result.facilityKwh, 3)}
                {W.units.energy}
              </dd>
            </div>
            <div>
              <dt>{W.result.emissions}</dt>
              <dd data-testid="calc-kg">
                {formatNumber(result.kgCo2e, 3)}
                {W.units.emissions}
              </dd>
            </div>
            <div>
              <dt>{W.result.offset}</dt>
              <dd data-testid="calc-offset">{formatUsd(result.offsetUsd)}</dd>
            </div>
            <div className="calculator-total">
              <dt>{W.result.total}</dt>
              <dd data-testid="calc-total">{formatUsd(result.totalUsd)}</dd>
            </div>
          </dl>
        ) : (
          <ul id={`${id}-error`} className="notice error">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}

function TokenField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  errorId: string;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.id}
        type="number"
        inputMode="numeric"
        min={0}
        step={TOKEN_STEP}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.invalid ? props.errorId : undefined}
      />
    </div>
  );
}
