/**
 * The seed and size of the ledger's property test (tests/worker/ledger-property.test.ts):
 * the ones given in the environment, else a new random seed each run, and the
 * line that replays the run. vitest.config.ts prints it and passes both into
 * workerd as bindings.
 */
export interface PropertySettings {
  seed: string;
  iterations: string;
  replay: string;
}

export function propertySettings(
  environment: Record<string, string | undefined>,
): PropertySettings {
  const seed =
    environment.LEDGER_PROPERTY_SEED ??
    String(crypto.getRandomValues(new Uint32Array(1))[0]);
  const iterations = environment.LEDGER_PROPERTY_ITERATIONS ?? "15";
  return {
    seed,
    iterations,
    replay: `LEDGER_PROPERTY_SEED=${seed} LEDGER_PROPERTY_ITERATIONS=${iterations} npx vitest run --config vitest.config.ts tests/worker/ledger-property.test.ts`,
  };
}
