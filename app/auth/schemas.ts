import { z } from "zod";

// zod's fast path compiles parsers with `new Function`, which the site's Content-Security-Policy
// forbids (the browser reports even zod's probe for it): parse without it, on both sides.
z.config({ jitless: true });

/** Form schemas shared by the browser (instant messages) and the actions (the truth). */

export const MIN_PASSWORD_LENGTH = 12;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const MAX_PASSWORD_LENGTH = 200;

export const INVALID_EMAIL = "Please enter a valid email address.";

const email = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, INVALID_EMAIL)
  .pipe(z.email(INVALID_EMAIL));

export const loginSchema = z.object({
  email,
  password: z.string({ error: "Please enter your password." }).min(1, "Please enter your password.").max(MAX_PASSWORD_LENGTH),
  redirectTo: z.string().optional(),
});

export const forgotPasswordSchema = z.object({ email });

export const newPasswordSchema = z
  .object({
    /** The account's address, sent back by the form for password managers; never used. */
    username: z.string().max(254).optional(),
    password: z
      .string({ error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
      .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
      .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`),
    confirmPassword: z.string({ error: "Please confirm your password." }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords do not match.",
    path: ["confirmPassword"],
  });

/** Sign-out: a button and nothing else. */
export const logoutSchema = z.object({});
