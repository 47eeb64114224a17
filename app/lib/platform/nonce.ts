import { createContext as createReactContext } from "react";
import { createContext } from "react-router";

/** The per-response CSP nonce, handed from the worker to entry.server. */
export const nonceContext = createContext<string>("");

/**
 * The same nonce for the document's own inline script (app/root.tsx): the
 * server's only; a browser hides nonces from the page anyway.
 */
export const NonceContext = createReactContext<string | undefined>(undefined);
