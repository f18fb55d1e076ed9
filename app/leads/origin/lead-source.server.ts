import type { Database, Transaction } from "~/db/client.server";
import { leadSources } from "~/db/schema";
import type { LeadSource } from "~/leads/sources";
import { campaignOf, cleanPath, deviceClass, hostOf, optedOut, type Campaign, type Device, type HeaderReader } from "~/utils/request-origin";

/** Where a lead came from, as stored in `lead_sources`. */
export type LeadOrigin = Campaign & {
  landingPath?: string;
  referrerHost?: string;
  fromPath?: string;
  device: Device;
  form: LeadSource;
};

const HOST = /^[a-z0-9.-]{1,253}$/;

function fromAttribution(value: string): Omit<LeadOrigin, "device" | "form"> | undefined {
  const fields = new URLSearchParams(value);
  const landingPath = cleanPath(fields.get("landing"));
  if (!landingPath) return undefined;
  const ref = fields.get("ref")?.toLowerCase() ?? "";
  return {
    landingPath,
    referrerHost: HOST.test(ref) ? ref : undefined,
    fromPath: cleanPath(fields.get("from")),
    ...campaignOf(fields),
  };
}

/** Without the script: the page the form was posted from (its Referer, same site only) and that page's query. */
function fromReferer(referer: string | undefined, ownHost: string): Omit<LeadOrigin, "device" | "form"> {
  if (!referer || hostOf(referer) !== ownHost) return {};
  const url = new URL(referer);
  const page = cleanPath(url.pathname);
  return { landingPath: page, fromPath: cleanPath(url.searchParams.get("from")) ?? page, ...campaignOf(url.searchParams) };
}

/**
 * A lead's origin: the browser script's session-scoped landing details when present, else
 * what the POST itself says. A visitor with Do-Not-Track or Global Privacy Control keeps
 * only the form and the device class.
 */
export function leadOrigin(request: Request, attribution: string | undefined, form: LeadSource): LeadOrigin {
  const header: HeaderReader = (name) => request.headers.get(name) ?? undefined;
  const base = { device: deviceClass(header("user-agent")), form };
  if (optedOut(header)) return base;
  const ownHost = hostOf(request.url) ?? "";
  return { ...base, ...((attribution && fromAttribution(attribution)) || fromReferer(header("referer"), ownHost)) };
}

/** The INSERT of leads' origins into `lead_sources`: createLead writes them within the leads' own statement. */
export function leadSourceQuery(db: Database | Transaction, origins: readonly { leadId: string; origin: LeadOrigin }[]) {
  return db.insert(leadSources).values(
    origins.map(({ leadId, origin }) => ({
      leadId,
      landingPath: origin.landingPath ?? null,
      referrerHost: origin.referrerHost ?? null,
      utmSource: origin.utmSource ?? null,
      utmMedium: origin.utmMedium ?? null,
      utmCampaign: origin.utmCampaign ?? null,
      fromPath: origin.fromPath ?? null,
      device: origin.device,
      form: origin.form,
    })),
  );
}
