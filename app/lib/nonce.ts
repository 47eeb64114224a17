import { createContext } from "react-router";

/** The per-response CSP nonce, handed from the worker to entry.server. */
export const nonceContext = createContext<string>("");
