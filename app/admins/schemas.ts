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

export const MAX_VIEW_NAME_LENGTH = 40;
/** How many views one admin may keep. */
export const MAX_SAVED_VIEWS = 20;

/** Saving the leads list's search and filters under a name, and deleting a saved view. */
export const savedViewSchemas = [
  z.object({
    intent: z.literal("save-view"),
    name: z
      .string({ error: "Please name the view." })
      .trim()
      .min(1, "Please name the view.")
      .max(MAX_VIEW_NAME_LENGTH, `A view's name is at most ${MAX_VIEW_NAME_LENGTH} characters.`),
    /** The list's query string ('status=new&assignee=me'), as the page shows it. */
    query: z.string().max(2000).default(""),
  }),
  z.object({ intent: z.literal("delete-view"), viewId: z.coerce.number().int().positive() }),
] as const;
