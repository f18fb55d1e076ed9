/** The two roles that open the dashboard (spec §6). Any other stored value is shown but grants nothing. */
export const ADMIN_ROLES = ["Ops Admin", "Super Admin"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const DEFAULT_INVITE_ROLE: AdminRole = "Ops Admin";

export function isAdminRole(role: string): role is AdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(role);
}

/** Badge colours: purple for Super Admin, secondary for Ops Admin, outline for anything else. */
export function roleBadgeVariant(role: string): "purple" | "secondary" | "outline" {
  if (role === "Super Admin") return "purple";
  if (role === "Ops Admin") return "secondary";
  return "outline";
}
