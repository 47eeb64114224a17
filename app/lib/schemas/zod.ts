import { z } from "zod";

// zod's JIT compiles parsers with new Function, which the strict CSP forbids
// (each probe is a reported violation). The interpreter is fast enough here.
// Every schema imports z from this module so the setting always applies first.
z.config({ jitless: true });

export { z };
