import { addDays } from "date-fns";
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeEach } from "vitest";
import { hashPassword } from "~/auth/password.server";
import { startSession } from "~/auth/session.server";
import { clientIpContext } from "~/context";
import { getDb } from "~/db/client.server";
import { adminUsers, leads, sessions } from "~/db/schema";
import { isoDateInZone } from "~/utils/dates";

/** A visit date `days` from today in Los Angeles (staff may give today through a year ahead). */
export const inDays = (days: number) => isoDateInZone(addDays(new Date(), days));

/** A booking form as a customer fills it in, by the booking schema's field names: valid as it is. */
export const VALID_BOOKING = {
  fullName: "Jane Smith",
  phoneNumber: "(818) 555-0199",
  emailAddress: "jane@example.com",
  streetAddress: "123 Main St",
  zipCode: "91101",
  serviceType: "tv-mounting",
  preferredDate: "",
  issueDescription: "Mount a 65 inch TV",
  website: "",
};

export const PASSWORD = "correct horse battery staple";
let passwordHash: string | undefined;

/** An admin account straight in the database (hashing once per test file keeps tests fast). */
export async function createAdmin(values: { email: string; role?: string; isActive?: boolean; withPassword?: boolean }) {
  passwordHash ??= await hashPassword(PASSWORD);
  const [admin] = await getDb()
    .insert(adminUsers)
    .values({
      email: values.email,
      role: values.role ?? "Ops Admin",
      isActive: values.isActive ?? true,
      passwordHash: values.withPassword === false ? null : passwordHash,
    })
    .returning();
  return admin!;
}

/** A Cookie header for a new session of this admin. */
export async function sessionCookieFor(adminId: string): Promise<string> {
  const setCookie = await startSession(adminId, new Request("http://localhost/admin"));
  return setCookie.split(";")[0]!;
}

export async function expireSessionsOf(adminId: string) {
  await getDb().update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.adminId, adminId));
}

export async function createLead(values: Partial<typeof leads.$inferInsert> = {}) {
  const [lead] = await getDb()
    .insert(leads)
    .values({ name: "Ana Lopez", phone: "(310) 555-0100", service: "tv-mounting", ...values })
    .returning();
  return lead!;
}

export function routerContext(ip = "203.0.113.7") {
  const context = new RouterContextProvider();
  context.set(clientIpContext, ip);
  return context;
}

/** A request as the browser sends it: GET, or a urlencoded form post, with the session cookie. */
export function adminRequest(path: string, options: { cookie?: string; form?: Record<string, string> } = {}) {
  const headers = new Headers();
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (!options.form) return new Request(`http://localhost${path}`, { headers });
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: new URLSearchParams(options.form) });
}

export type Outcome = { status: number; location?: string | null; data?: unknown; headers?: Headers };

function toOutcome(value: unknown): Outcome {
  if (value instanceof Response) return { status: value.status, location: value.headers.get("Location"), headers: value.headers };
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = value as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, data, headers: new Headers(init?.headers) };
  }
  return { status: 200, data: value };
}

/** What a loader or action answers, returned or thrown, as a status (and data or Location). */
export async function outcomeOf(run: () => unknown): Promise<Outcome> {
  try {
    return toOutcome(await run());
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    return toOutcome(thrown);
  }
}

/**
 * The arguments React Router passes to a loader or action. `url` is React Router's normalized
 * URL: for a client-side post to `/admin.data?index`, the request says that, the url says `/admin`.
 */
export function args(request: Request, params: Record<string, string> = {}, context = routerContext(), url = new URL(request.url)) {
  return { request, params, context, url, pattern: url.pathname } as never;
}

/** The toast a redirect left in the flash cookie. */
export async function toastOf(outcome: Outcome) {
  const { getToast } = await import("~/utils/toast.server");
  const flash = outcome.headers?.getSetCookie().find((cookie) => cookie.startsWith("flash="));
  if (!flash) return null;
  return (await getToast(new Request("http://localhost/", { headers: { Cookie: flash.split(";")[0]! } }))).toast;
}

/** The session cookie a response sets, as a Cookie header. */
export function sessionFrom(outcome: Outcome): string | undefined {
  return outcome.headers
    ?.getSetCookie()
    .find((cookie) => cookie.startsWith("admin_session=") && !cookie.startsWith("admin_session=;"))
    ?.split(";")[0];
}

/** Who may be asking, for a route guard's table: nobody, a deactivated admin, an Ops Admin, a Super Admin. */
export const ROLE_STATES = ["no session", "deactivated admin", "Ops Admin", "Super Admin"] as const;
export type RoleState = (typeof ROLE_STATES)[number];

/**
 * A Super Admin, an Ops Admin and a deactivated one (owner@, ops@, gone@example.com), made before
 * each test (register it after the hook that empties the database): the session cookie of a state.
 */
export function adminsForEachState(): (state: RoleState) => Promise<string | undefined> {
  const ids: Partial<Record<RoleState, string>> = {};
  beforeEach(async () => {
    ids["Super Admin"] = (await createAdmin({ email: "owner@example.com", role: "Super Admin" })).id;
    ids["Ops Admin"] = (await createAdmin({ email: "ops@example.com", role: "Ops Admin" })).id;
    ids["deactivated admin"] = (await createAdmin({ email: "gone@example.com", role: "Ops Admin", isActive: false })).id;
  });
  return async (state) => (state === "no session" ? undefined : sessionCookieFor(ids[state]!));
}
