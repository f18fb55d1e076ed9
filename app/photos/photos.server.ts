import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { PhotoAction, PhotoKind, PhotoPurpose, PhotoRole } from "~/db/photo-values";
import { getDb, type Transaction } from "~/db/client.server";
import { adminUsers, jobPhotoFiles, jobPhotos, leads, photoChanges } from "~/db/schema";
import { processVariants, type ImageVariant } from "~/uploads/photos.server";
import { isUuid } from "~/utils/uuid";
import { PHOTO_FORM_MESSAGES, photoDetailsSchema, type PhotoDetails } from "./photo-schema";

/** The sizes made at upload (decision 085): job photos 3:2 at 400, 800 and 1200 px; portraits square at 200 and 400. */
export const PHOTO_PLANS = {
  job: { widths: [400, 800, 1200], aspect: 3 / 2 },
  person: { widths: [200, 400], aspect: 1 },
} as const satisfies Record<PhotoPurpose, { widths: readonly number[]; aspect: number }>;

/** What `storePhoto` takes besides the file: a job photo's or a portrait's details; `before` makes it a before/after pair (`file` is then the after). */
export type StorePhotoInput = PhotoDetails & { purpose: PhotoPurpose; before?: Blob };

export type StorePhotoResult = { ok: true; id: string } | { ok: false; message: string; field?: string };

/** A photo as the audit history records it (no files). */
type PhotoSnapshot = {
  kind: PhotoKind;
  purpose: PhotoPurpose;
  serviceSlug: string | null;
  citySlug: string | null;
  altEn: string;
  altEs: string;
  consent: string;
  leadId: string | null;
  consentNote: string | null;
  hidden: boolean;
};

function snapshot(row: typeof jobPhotos.$inferSelect): PhotoSnapshot {
  return {
    kind: row.kind as PhotoKind,
    purpose: row.purpose as PhotoPurpose,
    serviceSlug: row.serviceSlug,
    citySlug: row.citySlug,
    altEn: row.altEn,
    altEs: row.altEs,
    consent: row.consent,
    leadId: row.leadId,
    consentNote: row.consentNote,
    hidden: row.hidden,
  };
}

async function record(tx: Transaction, photoId: string, adminId: string | null, action: PhotoAction, before: PhotoSnapshot | null, after: PhotoSnapshot | null) {
  await tx.insert(photoChanges).values({ photoId, adminId, action, before, after });
}

/**
 * Stores a photo of real work (or a person's portrait) uploaded by an admin: every detail checked
 * again here (whoever calls), the image(s) checked by their bytes and made into every size and
 * format once (app/uploads: one decode at a time, no metadata, so no GPS), then the photo, its
 * files and its audit row in one transaction. The pages that show photos follow on every server
 * (the table's trigger, decision 085).
 */
export async function storePhoto(file: Blob, input: StorePhotoInput, adminId: string): Promise<StorePhotoResult> {
  const details = photoDetailsSchema.safeParse(input);
  if (!details.success) {
    const issue = details.error.issues[0];
    return { ok: false, message: issue?.message ?? PHOTO_FORM_MESSAGES.altEnShort, field: issue?.path[0]?.toString() };
  }
  if (input.purpose !== "job" && input.purpose !== "person") return { ok: false, message: "Unknown purpose" };
  const value = details.data;
  let leadId: string | null = null;
  if (value.leadReference) {
    const [lead] = await getDb().select({ id: leads.id }).from(leads).where(eq(leads.reference, value.leadReference)).limit(1);
    if (!lead) return { ok: false, message: PHOTO_FORM_MESSAGES.leadUnknown, field: "leadReference" };
    leadId = lead.id;
  }
  const plan = PHOTO_PLANS[input.purpose];
  const images: { role: PhotoRole; blob: Blob; field: string }[] = input.before
    ? [
        { role: "before", blob: input.before, field: "before" },
        { role: "after", blob: file, field: "after" },
      ]
    : [{ role: "single", blob: file, field: "photo" }];
  const files: { role: PhotoRole; variant: ImageVariant }[] = [];
  for (const image of images) {
    const result = await processVariants(image.blob, plan);
    if (!result.ok) return { ok: false, message: result.message, field: image.field };
    files.push(...result.variants.map((variant) => ({ role: image.role, variant })));
  }
  const id = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(jobPhotos)
      .values({
        kind: input.before ? "before-after" : "single",
        purpose: input.purpose,
        serviceSlug: value.serviceSlug ?? null,
        citySlug: value.citySlug ?? null,
        altEn: value.altEn,
        altEs: value.altEs,
        consent: value.consent,
        leadId,
        consentNote: value.consentNote || null,
        createdBy: adminId,
      })
      .returning();
    await tx.insert(jobPhotoFiles).values(
      files.map(({ role, variant }) => ({ photoId: row!.id, role, format: variant.format, width: variant.width, height: variant.height, bytes: variant.bytes })),
    );
    await record(tx, row!.id, adminId, "upload", null, snapshot(row!));
    return row!.id;
  });
  return { ok: true, id };
}

/** Hides a photo from the pages (its files stay, for the admin's preview) or shows it again; false when it no longer exists. */
export async function setPhotoHidden(photoId: string, hidden: boolean, adminId: string): Promise<boolean> {
  if (!isUuid(photoId)) return false;
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(jobPhotos).where(eq(jobPhotos.id, photoId)).for("update");
    if (!before) return false;
    if (before.hidden === hidden) return true;
    const [after] = await tx.update(jobPhotos).set({ hidden }).where(eq(jobPhotos.id, photoId)).returning();
    await record(tx, photoId, adminId, hidden ? "hide" : "show", snapshot(before), snapshot(after!));
    return true;
  });
}

/** Removes a photo and every file of it (the files go by cascade); the audit row keeps what it was. False when it no longer exists. */
export async function removePhoto(photoId: string, adminId: string): Promise<boolean> {
  if (!isUuid(photoId)) return false;
  return getDb().transaction(async (tx) => {
    const [before] = await tx.delete(jobPhotos).where(eq(jobPhotos.id, photoId)).returning();
    if (!before) return false;
    await record(tx, photoId, adminId, "remove", snapshot(before), null);
    return true;
  });
}

/** One photo's metadata and the sizes it has, for the pages and the admin's list. */
export type PhotoRecord = PhotoSnapshot & {
  id: string;
  createdAt: string;
  createdBy: string | null;
  /** The widths and heights made of each image (every format has the same). */
  sizes: { role: PhotoRole; width: number; height: number }[];
};

/** The photos (newest first) with their sizes: every one for the admin, the visible ones for the pages. */
export async function listPhotos({ visibleOnly }: { visibleOnly: boolean }): Promise<PhotoRecord[]> {
  const db = getDb();
  const rows = await db
    .select({ photo: jobPhotos, by: sql<string | null>`coalesce(${adminUsers.name}, ${adminUsers.email})` })
    .from(jobPhotos)
    .leftJoin(adminUsers, eq(adminUsers.id, jobPhotos.createdBy))
    .where(visibleOnly ? eq(jobPhotos.hidden, false) : undefined)
    .orderBy(desc(jobPhotos.createdAt), desc(jobPhotos.id));
  if (rows.length === 0) return [];
  const sizes = await db
    .selectDistinct({ photoId: jobPhotoFiles.photoId, role: jobPhotoFiles.role, width: jobPhotoFiles.width, height: jobPhotoFiles.height })
    .from(jobPhotoFiles)
    .where(inArray(jobPhotoFiles.photoId, rows.map((row) => row.photo.id)))
    .orderBy(jobPhotoFiles.photoId, jobPhotoFiles.role, jobPhotoFiles.width);
  return rows.map(({ photo, by }) => ({
    ...snapshot(photo),
    id: photo.id,
    createdAt: photo.createdAt.toISOString(),
    createdBy: by,
    sizes: sizes.filter((size) => size.photoId === photo.id).map(({ role, width, height }) => ({ role: role as PhotoRole, width, height })),
  }));
}

export type PhotoChange = {
  id: number;
  photoId: string;
  at: string;
  by: string | null;
  action: PhotoAction;
  before: PhotoSnapshot | null;
  after: PhotoSnapshot | null;
};

/** The newest changes to the photos, with who made them. */
export async function photoHistory(limit = 50): Promise<PhotoChange[]> {
  const rows = await getDb()
    .select({ change: photoChanges, by: sql<string | null>`coalesce(${adminUsers.name}, ${adminUsers.email})` })
    .from(photoChanges)
    .leftJoin(adminUsers, eq(adminUsers.id, photoChanges.adminId))
    .orderBy(desc(photoChanges.at), desc(photoChanges.id))
    .limit(limit);
  return rows.map(({ change, by }) => ({
    id: change.id,
    photoId: change.photoId,
    at: change.at.toISOString(),
    by,
    action: change.action as PhotoAction,
    before: change.before as PhotoSnapshot | null,
    after: change.after as PhotoSnapshot | null,
  }));
}

/** One stored file: its bytes and whether its photo is hidden (undefined when there is no such file). */
export async function photoFile(
  photoId: string,
  role: PhotoRole,
  format: "avif" | "webp" | "jpeg",
  width: number,
): Promise<{ bytes: Buffer; hidden: boolean } | undefined> {
  if (!isUuid(photoId)) return undefined;
  const [row] = await getDb()
    .select({ bytes: jobPhotoFiles.bytes, hidden: jobPhotos.hidden })
    .from(jobPhotoFiles)
    .innerJoin(jobPhotos, eq(jobPhotos.id, jobPhotoFiles.photoId))
    .where(and(eq(jobPhotoFiles.photoId, photoId), eq(jobPhotoFiles.role, role), eq(jobPhotoFiles.format, format), eq(jobPhotoFiles.width, width)));
  return row;
}

/** The widest JPEG stored of one image of a photo, hidden or not (the source of a post's crops), or undefined. */
export async function widestJpeg(photoId: string, role: PhotoRole): Promise<Buffer | undefined> {
  if (!isUuid(photoId)) return undefined;
  const [row] = await getDb()
    .select({ bytes: jobPhotoFiles.bytes })
    .from(jobPhotoFiles)
    .where(and(eq(jobPhotoFiles.photoId, photoId), eq(jobPhotoFiles.role, role), eq(jobPhotoFiles.format, "jpeg")))
    .orderBy(desc(jobPhotoFiles.width))
    .limit(1);
  return row?.bytes;
}
