import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { adminUsers } from "~/db/schema";

/**
 * The name the dashboard shows for an admin (assignment, history, notes, the leads list): the
 * name given at the invitation or on Your Account, or the e-mail while there is none.
 */
export const adminDisplayName: SQL<string> = sql<string>`coalesce(nullif(${adminUsers.name}, ''), ${adminUsers.email})`;

export async function setAdminName(adminId: string, name: string): Promise<void> {
  await getDb().update(adminUsers).set({ name: name.trim() }).where(eq(adminUsers.id, adminId));
}

/**
 * The names to show for what history and notes record (an admin's e-mail, as written at the
 * time): e-mail (lower case) → display name, for the addresses given.
 */
export async function displayNamesOf(emails: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await getDb()
    .select({ email: sql<string>`lower(${adminUsers.email})`, name: adminDisplayName })
    .from(adminUsers)
    .where(inArray(sql`lower(${adminUsers.email})`, wanted));
  return new Map(rows.map((row) => [row.email, row.name]));
}
