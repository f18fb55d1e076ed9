import { and, asc, count, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { adminSavedViews } from "~/db/schema";
import { leadListHref, parseLeadListQuery } from "~/leads/admin/list-query";
import { redirectWithToast } from "~/utils/toast.server";
import { MAX_SAVED_VIEWS, savedViewSchemas } from "./schemas";

export type SavedView = { id: number; name: string; href: string };

/** One admin's saved views of the leads list, oldest first; nobody else's. */
export async function listSavedViews(adminId: string): Promise<SavedView[]> {
  const rows = await getDb()
    .select({ id: adminSavedViews.id, name: adminSavedViews.name, query: adminSavedViews.query })
    .from(adminSavedViews)
    .where(eq(adminSavedViews.adminId, adminId))
    .orderBy(asc(adminSavedViews.id));
  return rows.map((row) => ({ id: row.id, name: row.name, href: row.query ? `/admin?${row.query}` : "/admin" }));
}

/**
 * The leads list's save-view and delete-view forms: a view keeps the list's search, filters and
 * sort (never the page), checked as the list checks its URL; a name the admin already uses is
 * saved over. Answers with a toast, back to `back`.
 */
export async function handleSavedViewAction(form: FormData, adminId: string, back: string): Promise<Response> {
  const intent = form.get("intent");
  if (intent === "delete-view") {
    const parsed = savedViewSchemas[1].safeParse(Object.fromEntries(form));
    if (!parsed.success) return redirectWithToast(back, { type: "error", title: "Failed to delete the view: the request was incomplete." });
    const deleted = await getDb()
      .delete(adminSavedViews)
      .where(and(eq(adminSavedViews.id, parsed.data.viewId), eq(adminSavedViews.adminId, adminId)))
      .returning({ name: adminSavedViews.name });
    return redirectWithToast(back, deleted[0] ? { type: "success", title: `View "${deleted[0].name}" deleted.` } : { type: "error", title: "That view was already deleted." });
  }
  const parsed = savedViewSchemas[0].safeParse(Object.fromEntries(form));
  if (!parsed.success) return redirectWithToast(back, { type: "error", title: `Failed to save the view: ${parsed.error.issues[0]?.message ?? "the request was incomplete."}` });
  const list = parseLeadListQuery(new URLSearchParams(parsed.data.query));
  if (!list.ok) return redirectWithToast(back, { type: "error", title: `Failed to save the view: ${list.message}` });
  const { cursor: _cursor, dir: _dir, ...filters } = list.query;
  const query = leadListHref(filters, "").replace(/^\?/, "");
  const db = getDb();
  const [{ kept } = { kept: 0 }] = await db.select({ kept: count() }).from(adminSavedViews).where(eq(adminSavedViews.adminId, adminId));
  if (kept >= MAX_SAVED_VIEWS) return redirectWithToast(back, { type: "error", title: `Failed to save the view: at most ${MAX_SAVED_VIEWS} views; delete one first.` });
  await db
    .insert(adminSavedViews)
    .values({ adminId, name: parsed.data.name, query })
    .onConflictDoUpdate({ target: [adminSavedViews.adminId, adminSavedViews.name], set: { query } });
  return redirectWithToast(`/admin${query ? `?${query}` : ""}`, { type: "success", title: `View "${parsed.data.name}" saved.` });
}
