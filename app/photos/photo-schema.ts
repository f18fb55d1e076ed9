import { PHOTO_CONSENTS, PHOTO_KINDS, type PhotoConsent } from "~/db/photo-values";
import { cities } from "~/content/cities";
import { serviceNav } from "~/content/site";
import { MAX_PHOTO_BYTES } from "~/forms/fields";
import { isPlainText, z } from "~/utils/zod";

export { PHOTO_CONSENTS, PHOTO_KINDS, PHOTO_PURPOSES, type PhotoConsent, type PhotoKind, type PhotoPurpose } from "~/db/photo-values";

export const ALT_TEXT = { min: 10, max: 200 } as const;
export const CONSENT_NOTE_MAX = 500;

/** The most one upload form may carry (the server's limit for /admin/photos too): a pair of phone photos, each within {@link MAX_PHOTO_BYTES}, up to 32 MB together. */
export const PHOTO_UPLOAD_MAX_BYTES = 32 * 1024 * 1024;

export const PHOTO_FORM_MESSAGES = {
  kind: "Please choose a single photo or a before/after pair",
  photo: "Please choose the photo (JPEG, PNG, WebP or HEIC)",
  before: "Please choose the photo taken before the work",
  after: "Please choose the photo taken after the work",
  photoSize: "Each photo must be 25MB or smaller",
  service: "Please choose one of the services, or none",
  city: "Please choose one of the service areas, or none",
  altEnShort: `Please describe the photo in English in at least ${ALT_TEXT.min} characters (what it shows, for people who cannot see it)`,
  altEsShort: `Please describe the photo in Spanish in at least ${ALT_TEXT.min} characters`,
  altLong: `Please keep the description under ${ALT_TEXT.max} characters`,
  altMarkup: "Please write plain text: no HTML or markup (no < or > or &…;)",
  consent: "Please say whose work this is: the company's own, or a customer's who agreed to its publication",
  consentNote: "Please say how and when the customer agreed to the publication (for example: “by e-mail on 3 December”)",
  consentNoteLong: `Please keep the note under ${CONSENT_NOTE_MAX} characters`,
  leadReference: "Please enter the request's reference as the customer has it (for example PC-7K4Q9X), or leave it empty",
  leadUnknown: "No request has this reference. Please check it, or leave it empty",
  photoId: "This photo no longer exists.",
  tooLarge: "The photos together must be 30MB or smaller. Please send a smaller photo, or one photo at a time.",
} as const;

const altText = (short: string) =>
  z
    .string({ error: short })
    .trim()
    .min(ALT_TEXT.min, short)
    .max(ALT_TEXT.max, PHOTO_FORM_MESSAGES.altLong)
    .refine(isPlainText, PHOTO_FORM_MESSAGES.altMarkup);

const serviceSlugs = serviceNav.map((service) => service.slug) as [string, ...string[]];
const citySlugs = cities.map((city) => city.slug) as [string, ...string[]];

/** A service or city slug, or none (the empty choice). */
const optionalSlug = (slugs: [string, ...string[]], message: string) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(slugs, { error: message }).optional());

const imageFile = (missing: string) =>
  z
    .file({ error: missing })
    .refine((file) => file.size > 0, missing)
    .refine((file) => file.size <= MAX_PHOTO_BYTES, PHOTO_FORM_MESSAGES.photoSize);

/** What a photo says about itself, whoever stores it (the admin's form, the business profile). */
export const photoDetailsShape = {
  serviceSlug: optionalSlug(serviceSlugs, PHOTO_FORM_MESSAGES.service),
  citySlug: optionalSlug(citySlugs, PHOTO_FORM_MESSAGES.city),
  altEn: altText(PHOTO_FORM_MESSAGES.altEnShort),
  altEs: altText(PHOTO_FORM_MESSAGES.altEsShort),
  consent: z.enum(PHOTO_CONSENTS, { error: PHOTO_FORM_MESSAGES.consent }),
  consentNote: z.string().trim().max(CONSENT_NOTE_MAX, PHOTO_FORM_MESSAGES.consentNoteLong).optional(),
  leadReference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,4}-[A-Z0-9]{4,8}$/, PHOTO_FORM_MESSAGES.leadReference)
    .optional(),
};

const consentNeedsNote = <T extends { consent: string; consentNote?: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.consent === "customer-consented" && !value.consentNote) {
    ctx.addIssue({ code: "custom", path: ["consentNote"], message: PHOTO_FORM_MESSAGES.consentNote });
  }
};

/** The upload form: a single photo (`photo`) or a pair (`before`, `after`), tagged and described in both languages. */
export const photoUploadSchema = z
  .object({
    intent: z.literal("upload"),
    kind: z.enum(PHOTO_KINDS, { error: PHOTO_FORM_MESSAGES.kind }),
    photo: imageFile(PHOTO_FORM_MESSAGES.photo).optional(),
    before: imageFile(PHOTO_FORM_MESSAGES.before).optional(),
    after: imageFile(PHOTO_FORM_MESSAGES.after).optional(),
    ...photoDetailsShape,
  })
  .superRefine((value, ctx) => {
    consentNeedsNote(value, ctx);
    if (value.kind === "single" && !value.photo) ctx.addIssue({ code: "custom", path: ["photo"], message: PHOTO_FORM_MESSAGES.photo });
    if (value.kind === "before-after") {
      if (!value.before) ctx.addIssue({ code: "custom", path: ["before"], message: PHOTO_FORM_MESSAGES.before });
      if (!value.after) ctx.addIssue({ code: "custom", path: ["after"], message: PHOTO_FORM_MESSAGES.after });
    }
  });

export type PhotoUpload = z.infer<typeof photoUploadSchema>;

/** Hide, show or remove one photo; removing asks first (decision 060). */
export const photoChangeSchema = z.object({
  intent: z.enum(["hide", "show", "remove"]),
  photoId: z.uuid(PHOTO_FORM_MESSAGES.photoId),
  confirm: z.literal("1").optional(),
});

export const PHOTO_ADMIN_SCHEMAS = [photoUploadSchema, photoChangeSchema] as const;

/** The details `storePhoto` takes (the form's, checked again there), without the files. */
export const photoDetailsSchema = z.object(photoDetailsShape).superRefine(consentNeedsNote);
export type PhotoDetails = {
  /** A service's slug (app/content/site.ts `serviceNav`), or none. */
  serviceSlug?: string | null;
  /** A service area's slug (app/content/cities.ts), or none. */
  citySlug?: string | null;
  altEn: string;
  altEs: string;
  consent: PhotoConsent;
  /** Required for "customer-consented": how and when the customer agreed. */
  consentNote?: string;
  /** The customer's request reference (PC-7K4Q9X), when known. */
  leadReference?: string;
};
