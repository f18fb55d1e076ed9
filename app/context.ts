import { createContext } from "react-router";

/** The per-request Content-Security-Policy nonce, set by the HTTP server. */
export const nonceContext = createContext<string>("");
