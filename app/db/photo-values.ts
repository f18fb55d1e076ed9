/** The values a job photo's columns may hold (their CHECK constraints read them): imports nothing. */

/** One photo, or a before/after pair of the same job. */
export const PHOTO_KINDS = ["single", "before-after"] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** A job's photo (3:2, 400/800/1200 px), or a person's portrait for the About page (square, 200/400 px). */
export const PHOTO_PURPOSES = ["job", "person"] as const;
export type PhotoPurpose = (typeof PHOTO_PURPOSES)[number];

/** The company's own work (its own home, a demo), or a customer's home whose owner agreed to its publication. */
export const PHOTO_CONSENTS = ["own-work", "customer-consented"] as const;
export type PhotoConsent = (typeof PHOTO_CONSENTS)[number];

/** Which image of the photo a file is. */
export const PHOTO_ROLES = ["single", "before", "after"] as const;
export type PhotoRole = (typeof PHOTO_ROLES)[number];

export const PHOTO_FORMATS = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** What the audit history records. */
export const PHOTO_ACTIONS = ["upload", "hide", "show", "remove"] as const;
export type PhotoAction = (typeof PHOTO_ACTIONS)[number];
