import { company } from "~/content/site";
import { business, setPortrait, type PortraitOf } from "~/business/profile.server";
import { removePhoto, storePhoto } from "~/photos/photos.server";
import { refreshPublicPhotos } from "~/photos/public-photos.server";

export type PortraitOutcome = { ok: true } | { ok: false; message: string };

export const PORTRAIT_MESSAGES = {
  noPerson: "Save this person's name and role first, then add their photo.",
} as const;

/**
 * The owner's or a team member's portrait on /about (issue 42 §1): the photos domain stores the
 * image (its sizes made once, no metadata), the business profile names it, and the portrait it
 * replaces is removed with its files. Two steps, each committed and announced: the photo becomes
 * public first, so every server's About page is rendered with it.
 */
export async function replacePortrait(file: Blob, who: PortraitOf, admin: { id: string; email: string }): Promise<PortraitOutcome> {
  const profile = business();
  const person = who === "owner" ? profile.owner : profile.team[who];
  if (!person) return { ok: false, message: PORTRAIT_MESSAGES.noPerson };
  const stored = await storePhoto(
    file,
    { purpose: "person", altEn: `${person.name}, ${person.role.en}, ${company.name}`, altEs: `${person.name}, ${person.role.es}, ${company.name}`, consent: "own-work" },
    admin.id,
  );
  if (!stored.ok) return { ok: false, message: stored.message };
  await refreshPublicPhotos();
  const set = await setPortrait(who, stored.id, admin.email);
  if (!set) {
    await removePhoto(stored.id, admin.id);
    return { ok: false, message: PORTRAIT_MESSAGES.noPerson };
  }
  if (set.replaced) await removePhoto(set.replaced, admin.id);
  return { ok: true };
}
