import { desc, eq } from "drizzle-orm";
import type { Lang } from "~/content/i18n";
import { getDb } from "~/db/client.server";
import { businessChanges, businessProfile } from "~/db/schema";
import { isoDateInZone } from "~/utils/dates";
import { DEFAULT_PROFILE, publicBusinessOf, type BusinessProfile } from "./profile";
import { type PublicBusiness } from "~/content/business-view";
import { sectionPart, withSection, type BusinessSection, type SectionValue } from "./profile-schema";

/**
 * The business profile, stored (one row) and kept (decision 087). Each app server reads it at
 * start and whenever the database announces a change ('business' on page_changes), keeps it
 * here, and renders the marketing pages again (server/boot.ts); loaders, components and messages
 * read this copy and never query. The build has no database: it renders the defaults.
 */
let current: BusinessProfile = DEFAULT_PROFILE;

/** The profile as this server last read it. */
export function business(): BusinessProfile {
  return current;
}

/** What public pages show of it, in `lang`, today in Los Angeles (an expired insurance is no longer claimed). */
export function publicBusiness(lang: Lang, now: Date = new Date()): PublicBusiness {
  return publicBusinessOf(current, lang, isoDateInZone(now));
}

/** A stored document read against today's shape: a part it lacks (an older profile) is the default's. */
function profileOf(stored: unknown): BusinessProfile {
  return stored && typeof stored === "object" ? { ...DEFAULT_PROFILE, ...(stored as Partial<BusinessProfile>) } : DEFAULT_PROFILE;
}

/** Reads the stored profile; true when it differs from the one kept. */
export async function refreshBusiness(): Promise<boolean> {
  const [row] = await getDb().select({ profile: businessProfile.profile }).from(businessProfile).where(eq(businessProfile.id, 1));
  const next = profileOf(row?.profile);
  const changed = JSON.stringify(next) !== JSON.stringify(current);
  current = next;
  return changed;
}

/**
 * Saves one section of the profile from a valid form, with its history row (who, when, the
 * section before and after), in one transaction that holds the row: two owners saving at once
 * each change their own section of the latest profile. Answers the profile as saved.
 */
export async function saveBusinessSection(value: SectionValue, adminEmail: string, photos: { owner?: string | null } = {}): Promise<BusinessProfile> {
  const saved = await getDb().transaction(async (tx) => {
    await tx.insert(businessProfile).values({ id: 1, profile: DEFAULT_PROFILE }).onConflictDoNothing();
    const [row] = await tx.select({ profile: businessProfile.profile }).from(businessProfile).where(eq(businessProfile.id, 1)).for("update");
    const before = profileOf(row?.profile);
    const after = withSection(before, value, photos);
    const section = value.intent;
    await tx.update(businessProfile).set({ profile: after, updatedAt: new Date(), updatedBy: adminEmail }).where(eq(businessProfile.id, 1));
    await tx.insert(businessChanges).values({ section, adminEmail, before: sectionPart(before, section), after: sectionPart(after, section) });
    return after;
  });
  current = saved;
  return saved;
}

export type BusinessChange = { id: number; section: BusinessSection; adminEmail: string; before: unknown; after: unknown; at: Date };

/** The profile's newest changes, newest first. */
export async function businessHistory(limit = 30): Promise<BusinessChange[]> {
  const rows = await getDb().select().from(businessChanges).orderBy(desc(businessChanges.createdAt), desc(businessChanges.id)).limit(limit);
  return rows.map((row) => ({ id: row.id, section: row.section as BusinessSection, adminEmail: row.adminEmail, before: row.before, after: row.after, at: row.createdAt }));
}

/** When the profile was last saved (the sitemap's lastmod of the pages it shows on), or null. */
export async function businessUpdatedAt(): Promise<Date | null> {
  const [row] = await getDb().select({ at: businessProfile.updatedAt }).from(businessProfile).where(eq(businessProfile.id, 1));
  return row?.at ?? null;
}

/** Who on the About page a portrait is of: the owner, or a team member by row. */
export type PortraitOf = "owner" | number;

/**
 * Sets (or clears) the portrait of the owner or a team member, with its history row, and answers
 * the photo it replaced (null when none), or undefined when that person is not in the profile.
 */
export async function setPortrait(who: PortraitOf, photoId: string | null, adminEmail: string): Promise<{ replaced: string | null } | undefined> {
  const outcome = await getDb().transaction(async (tx) => {
    await tx.insert(businessProfile).values({ id: 1, profile: DEFAULT_PROFILE }).onConflictDoNothing();
    const [row] = await tx.select({ profile: businessProfile.profile }).from(businessProfile).where(eq(businessProfile.id, 1)).for("update");
    const before = profileOf(row?.profile);
    const person = who === "owner" ? before.owner : before.team[who];
    if (!person) return undefined;
    const updated = { ...person, photoId };
    const after: BusinessProfile =
      who === "owner" ? { ...before, owner: updated } : { ...before, team: before.team.map((member, row) => (row === who ? updated : member)) };
    await tx.update(businessProfile).set({ profile: after, updatedAt: new Date(), updatedBy: adminEmail }).where(eq(businessProfile.id, 1));
    await tx.insert(businessChanges).values({ section: "people", adminEmail, before: sectionPart(before, "people"), after: sectionPart(after, "people") });
    return { after, replaced: person.photoId };
  });
  if (!outcome) return undefined;
  current = outcome.after;
  return { replaced: outcome.replaced };
}
