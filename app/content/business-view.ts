import type { ServicePrice } from "./prices";
import type { BusinessFacts, ServiceSlug } from "./site";

/**
 * The business profile as pages read it (decision 087): the shape the owner's profile is turned
 * into (app/business/profile.ts) and that components, the structured data and the sitemap take.
 * Here, below every floor that reads it, so none of them reaches up for it.
 */

export type SocialProfile = { network: SocialNetwork; url: string };
export const SOCIAL_NETWORKS = ["google", "yelp", "facebook", "instagram", "nextdoor"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  google: "Google Business Profile",
  yelp: "Yelp",
  facebook: "Facebook",
  instagram: "Instagram",
  nextdoor: "Nextdoor",
};

/** What every public page reads of the profile, in one language, as of one day (small enough for the layout's data). */
export type PublicBusiness = {
  facts: BusinessFacts;
  contact: { phone: string; phoneE164: string; email: string; hours: { days: string; label: string; weekdays: number[]; opens: string; closes: string } };
  areas: { slug: string; name: string; active: boolean }[];
  /** The active areas' ZIP codes, as ranges: a booking from any other ZIP is told so before it is sent. */
  servedZips: [string, string][];
  address: { street: string; city: string; zip: string } | null;
  social: SocialProfile[];
  prices: Partial<Record<ServiceSlug, ServicePrice>>;
};
