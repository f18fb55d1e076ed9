import { isbot } from "isbot";

/** The headers counting looks at, from Node's IncomingMessage or a Fetch Request alike. */
export type HeaderReader = (name: string) => string | undefined;

export type Device = "mobile" | "tablet" | "desktop";

/**
 * Whether a request may be counted: not a bot, not a prefetch or prerender, and the visitor
 * has not asked not to be tracked (Do-Not-Track or Global Privacy Control).
 */
export function isCountable(header: HeaderReader): boolean {
  if (header("dnt") === "1" || header("sec-gpc") === "1") return false;
  const purpose = `${header("sec-purpose") ?? ""} ${header("purpose") ?? ""} ${header("x-purpose") ?? ""} ${header("x-moz") ?? ""}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return false;
  const agent = header("user-agent");
  return agent ? !agentFacts(agent).bot : false;
}

/** What counting needs to know of a browser, kept for the last few hundred user agents seen (a bot check is a long pattern). */
type AgentFacts = { bot: boolean; device: Device };
const MAX_AGENTS = 500;
const agents = new Map<string, AgentFacts>();

function agentFacts(agent: string): AgentFacts {
  let facts = agents.get(agent);
  if (!facts) {
    if (agents.size >= MAX_AGENTS) agents.clear();
    facts = { bot: isbot(agent), device: classifyDevice(agent) };
    agents.set(agent, facts);
  }
  return facts;
}

/** Whether the visitor asked not to be tracked: their lead then records no landing page or campaign. */
export function optedOut(header: HeaderReader): boolean {
  return header("dnt") === "1" || header("sec-gpc") === "1";
}

/** The device class from the user agent: tablets first (iPad, Android without "Mobile"), then phones. */
export function deviceClass(userAgent: string | undefined): Device {
  return userAgent ? agentFacts(userAgent).device : "desktop";
}

function classifyDevice(agent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(agent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|BlackBerry|Opera Mini|IEMobile/i.test(agent)) return "mobile";
  return "desktop";
}

/** The host of a URL (lower case, no port), or undefined when it is not an http(s) URL. */
export function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.hostname.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** Campaign parameters kept from a URL's query; anything else in it is ignored. */
export type Campaign = { utmSource?: string; utmMedium?: string; utmCampaign?: string };

const MAX_VALUE = 100;

function clean(value: string | null): string | undefined {
  const trimmed = value?.trim().toLowerCase().slice(0, MAX_VALUE);
  return trimmed ? trimmed : undefined;
}

export function campaignOf(query: URLSearchParams): Campaign {
  return {
    utmSource: clean(query.get("utm_source")),
    utmMedium: clean(query.get("utm_medium")),
    utmCampaign: clean(query.get("utm_campaign")),
  };
}

/** A same-site path worth storing: starts with one slash, no query, at most 200 characters. */
export function cleanPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return undefined;
  const path = value.split(/[?#]/)[0]!.slice(0, 200);
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
