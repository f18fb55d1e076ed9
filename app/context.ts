import { createContext } from "react-router";

/** The per-request Content-Security-Policy nonce, set by the HTTP server. */
export const nonceContext = createContext<string>("");

/** The client's IP address as Express sees it (honours TRUST_PROXY). */
export const clientIpContext = createContext<string>("unknown");
