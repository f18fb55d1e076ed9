import { asc, eq } from "drizzle-orm";
import { adminDisplayName } from "~/auth/account-name.server";
import { getDb } from "~/db/client.server";
import { adminUsers } from "~/db/schema";

/** The admins a lead can be assigned to (active accounts), by the name the dashboard shows. */
export async function listActiveAdmins(): Promise<{ id: string; name: string }[]> {
  return getDb()
    .select({ id: adminUsers.id, name: adminDisplayName })
    .from(adminUsers)
    .where(eq(adminUsers.isActive, true))
    .orderBy(asc(adminDisplayName));
}
