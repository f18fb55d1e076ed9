import { confirmField } from "~/forms/confirm";
import { emailField, z } from "~/utils/zod";

/** Form schemas shared by the browser (instant messages) and the actions (the truth). */

export const MIN_PASSWORD_LENGTH = 12;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const MAX_PASSWORD_LENGTH = 200;

export const INVALID_EMAIL = "Please enter a valid email address.";

const email = emailField(INVALID_EMAIL, "Please enter your email address.");

/**
 * Where to go after signing in: a path on this site ('/admin/users?x=1'), never another
 * origin ('//evil.example', '/\\evil.example'): printable ASCII only, so no CR/LF can split
 * the Location header.
 */
export function isSafeRedirect(target: string): boolean {
  return /^\/(?![/\\])[\u0021-\u005b\u005d-\u007e]*$/.test(target) && target.length <= 2048;
}

export const loginSchema = z.object({
  email,
  password: z.string({ error: "Please enter your password." }).min(1, "Please enter your password.").max(MAX_PASSWORD_LENGTH),
  redirectTo: z.string().refine(isSafeRedirect, "The page to return to is not valid.").optional(),
});

/** The second sign-in step: an authenticator app's six digits, or a recovery code ('xxxxx-xxxxx'). */
export const secondFactorSchema = z.object({
  code: z
    .string({ error: "Please enter the code from your authenticator app." })
    .trim()
    .min(1, "Please enter the code from your authenticator app.")
    .max(32, "That code is not valid.")
    .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, "Enter the 6-digit code or a recovery code (xxxxx-xxxxx)."),
});

export const MAX_ADMIN_NAME_LENGTH = 80;

/** The name the dashboard shows for an admin (assignment, history, notes). */
export const adminNameField = z
  .string({ error: "Please enter your name." })
  .trim()
  .min(1, "Please enter your name.")
  .max(MAX_ADMIN_NAME_LENGTH, `Your name must be at most ${MAX_ADMIN_NAME_LENGTH} characters.`);

/** The account page's forms, one intent each. */
export const accountSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start-two-factor") }),
  z.object({
    intent: z.literal("confirm-two-factor"),
    code: z
      .string({ error: "Please enter the 6-digit code from your authenticator app." })
      .trim()
      .regex(/^\d{6}$/, "Please enter the 6-digit code from your authenticator app."),
  }),
  z.object({ intent: z.literal("end-session"), sessionId: z.string().regex(/^[0-9a-f]{64}$/) }),
  z.object({ intent: z.literal("end-other-sessions"), confirm: confirmField }),
  z.object({ intent: z.literal("name"), name: adminNameField }),
]);

export const forgotPasswordSchema = z.object({ email });

const newPasswordFields = {
  /** The account's address, sent back by the form for password managers; never used. */
  username: z.string().max(254).optional(),
  password: z
    .string({ error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`),
  confirmPassword: z.string({ error: "Please confirm your password." }),
};

const passwordsMatch: [(values: { password: string; confirmPassword: string }) => boolean, { message: string; path: string[] }] = [
  (values) => values.password === values.confirmPassword,
  { message: "Passwords do not match.", path: ["confirmPassword"] },
];

export const newPasswordSchema = z.object(newPasswordFields).refine(...passwordsMatch);

/** Accepting an invitation: the admin's name and a new password. */
export const acceptInvitationSchema = z.object({ name: adminNameField, ...newPasswordFields }).refine(...passwordsMatch);

/** Sign-out: a button and nothing else. */
export const logoutSchema = z.object({});
