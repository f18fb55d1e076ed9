import { data } from "react-router";
import { isAdminRole, type AdminRole } from "~/auth/roles";
import { getSession } from "./session.server";

export type AdminIdentity = {
  id: string;
  email: string;
  /** The name the dashboard shows, or null while none is given (the e-mail stands for it). */
  name?: string | null;
  role: AdminRole;
  isSuperAdmin: boolean;
};

/** The admin area's three states (spec §4): sign-in screen, Access Denied, or the dashboard. */
export type AdminGate =
  | { state: "signed-out" }
  | { state: "denied"; email: string }
  | { state: "admin"; admin: AdminIdentity };

/** Decided on the server from the session row and the account as it is now. */
export async function getAdminGate(request: Request): Promise<AdminGate> {
  const session = await getSession(request);
  if (!session) return { state: "signed-out" };
  const { admin } = session;
  if (!admin.isActive || !isAdminRole(admin.role)) return { state: "denied", email: admin.email };
  return {
    state: "admin",
    admin: { id: admin.id, email: admin.email, name: admin.name, role: admin.role, isSuperAdmin: admin.role === "Super Admin" },
  };
}

/**
 * The active admin behind the request. Throws 401 without a valid session and 403 for an
 * account that is not an active admin. Call it first in every admin loader and action.
 */
export async function requireAdmin(request: Request): Promise<AdminIdentity> {
  const gate = await getAdminGate(request);
  if (gate.state === "signed-out") throw data({ gate: gate.state }, { status: 401 });
  if (gate.state === "denied") throw data({ gate: gate.state }, { status: 403 });
  return gate.admin;
}

/** As requireAdmin, and 403 for an admin who is not a Super Admin. */
export async function requireSuperAdmin(request: Request): Promise<AdminIdentity> {
  const admin = await requireAdmin(request);
  if (!admin.isSuperAdmin) throw data({ gate: "restricted" }, { status: 403 });
  return admin;
}
