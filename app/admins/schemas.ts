import { confirmField } from "~/forms/confirm";
import { emailField, z } from "~/utils/zod";
import { INVALID_EMAIL } from "~/auth/schemas";
import { ADMIN_ROLES, DEFAULT_INVITE_ROLE } from "~/auth/roles";

/** The Invite Admin form (spec §5): a non-blank e-mail address and one of the two roles. */
export const inviteSchema = z.object({
  email: emailField(INVALID_EMAIL),
  role: z.enum(ADMIN_ROLES, { error: "Please choose a role." }).default(DEFAULT_INVITE_ROLE),
});

/** Make Super Admin / Make Ops Admin on an admin row. */
export const roleChangeSchema = z.object({
  intent: z.literal("set-role"),
  adminId: z.uuid(),
  role: z.enum(ADMIN_ROLES, { error: "Please choose a role." }),
  /** A role change asks first (decision 060). */
  confirm: confirmField,
});

/** Activate / Deactivate, or Reset Two-Factor, on an admin row; Deactivate and Reset ask first (decision 060). */
export const toggleAdminSchema = z.object({
  intent: z.enum(["activate", "deactivate", "reset-two-factor"]),
  adminId: z.uuid(),
  confirm: confirmField,
});
