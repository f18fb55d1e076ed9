import { asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { adminUsers } from "~/db/schema";

/** The admins a lead can be assigned to (active accounts), by e-mail. */
export async function listActiveAdmins(): Promise<{ id: string; email: string }[]> {
  return getDb()
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.isActive, true))
    .orderBy(asc(adminUsers.email));
}
