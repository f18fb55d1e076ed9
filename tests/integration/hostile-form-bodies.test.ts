import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { FORM_MESSAGES } from "~/forms/fields";
import type { FormSchema } from "~/forms/form-data.server";
import { formFields } from "~/forms/form-data.server";
import { inviteSchema, roleChangeSchema, savedViewSchemas, toggleAdminSchema } from "~/admins/schemas";
import { draftPostsSchema } from "~/ai/posts";
import { draftReplySchema, sendReplySchema } from "~/ai/reply";
import { tryTriageSchema } from "~/ai/try-triage";
import { acceptInvitationSchema, accountSchema, forgotPasswordSchema, loginSchema, logoutSchema, newPasswordSchema, secondFactorSchema } from "~/auth/schemas";
import { LEAD_FORM_SCHEMAS } from "~/leads/admin/admin-forms";
import { eraseFormSchema } from "~/leads/erase.server";
import { MAX_BOOKING_BODY } from "~/leads/capture/lead-form-replies.server";
import { bookingSchema, phoneLeadSchema } from "~/leads/capture/booking-schema";
import { lookupSchema } from "~/status/lookup-schema";
import { noContactSchema } from "~/status/no-contact-schema";
import { quoteSchema } from "~/leads/capture/quote-schema";
import { depositReminderSettingsSchema, reminderSettingsSchema } from "~/payments/reminder-settings";
import { addItemSchema, depositDefaultSchema, removeItemSchema, taxRateSchema, updateItemSchema } from "~/quotes/price-book";
import { quoteFormSchema } from "~/quotes/quote-form";
import { REVIEW_ADMIN_SCHEMAS } from "~/reviews/review-schema";
import { addClosureSchema, removeClosureSchema, settingsFormSchema } from "~/schedule/settings";
import { leadTextSchema } from "~/texting/inbox-schema";
import * as acceptInvite from "~/routes/admin/accept-invite";
import * as account from "~/routes/admin/account";
import * as aiTools from "~/routes/admin/ai-tools";
import * as forgotPassword from "~/routes/admin/forgot-password";
import * as adminLayout from "~/routes/admin/layout";
import * as adminLead from "~/routes/admin/lead";
import * as leadNew from "~/routes/admin/lead-new";
import * as leadQuote from "~/routes/admin/lead-quote";
import * as adminLeads from "~/routes/admin/leads";
import * as logout from "~/routes/admin/logout";
import * as priceBook from "~/routes/admin/price-book";
import * as resetPassword from "~/routes/admin/reset-password";
import * as adminReviews from "~/routes/admin/reviews";
import * as scheduleSettings from "~/routes/admin/schedule-settings";
import * as adminUsers from "~/routes/admin/users";
import * as verify from "~/routes/admin/verify";
import * as book from "~/routes/book";
import * as home from "~/routes/home";
import * as status from "~/routes/status";
import { resetDb } from "../db";
import { createAdmin, createLead, outcomeOf, routerContext, sessionCookieFor } from "./admin-fixtures";

/**
 * The form actions, fed bodies built from hostile keys: bracket and dot paths, huge indices,
 * repeated and unknown names, many parts. Each is refused with a 400 or 413 (conform's parser,
 * which once built a 300-million-slot array from `x[300000000]`, never sees it), quickly. Each
 * target's schemas are the ones its action reads (readForm's list); an unknown plain name is
 * unknown to every form by construction, so a schema left out here cannot turn a real field into
 * a false failure.
 */

type ActionModule = { action: (args: never) => Promise<unknown> };
type Target = { name: string; module: ActionModule; path: string; schemas: readonly FormSchema[]; params?: () => Record<string, string>; signedIn?: boolean };

let cookie = "";
let leadId = "";

const TOKEN = "x".repeat(43);
const targets: Target[] = [
  { name: "booking", module: book, path: "/book", schemas: [bookingSchema] },
  { name: "quote", module: home, path: "/?index", schemas: [quoteSchema] },
  { name: "status look-up", module: status, path: "/status", schemas: [lookupSchema] },
  { name: "no-contact report", module: status, path: "/status/x", schemas: [noContactSchema], params: () => ({ requestId: leadId }) },
  { name: "sign-in", module: adminLayout, path: "/admin", schemas: [loginSchema] },
  { name: "forgot password", module: forgotPassword, path: "/admin/forgot-password", schemas: [forgotPasswordSchema] },
  { name: "reset password", module: resetPassword, path: `/admin/reset-password/${TOKEN}`, schemas: [newPasswordSchema], params: () => ({ token: TOKEN }) },
  { name: "accept invitation", module: acceptInvite, path: `/admin/accept-invite/${TOKEN}`, schemas: [acceptInvitationSchema], params: () => ({ token: TOKEN }) },
  { name: "second factor", module: verify, path: "/admin/verify", schemas: [secondFactorSchema] },
  { name: "invite, activate, deactivate, change role", module: adminUsers, path: "/admin/users", schemas: [inviteSchema, toggleAdminSchema, roleChangeSchema], signedIn: true },
  { name: "lead list: approve, reject, bulk, saved views", module: adminLeads, path: "/admin?index", schemas: [...LEAD_FORM_SCHEMAS, ...savedViewSchemas], signedIn: true },
  { name: "new lead (phone)", module: leadNew, path: "/admin/leads/new", schemas: [phoneLeadSchema], signedIn: true },
  {
    name: "lead page forms",
    module: adminLead,
    path: "/admin/leads/x",
    schemas: [...LEAD_FORM_SCHEMAS, eraseFormSchema, leadTextSchema, draftReplySchema, sendReplySchema],
    params: () => ({ leadId }),
    signedIn: true,
  },
  { name: "quote editor", module: leadQuote, path: "/admin/leads/x/quote", schemas: [quoteFormSchema], params: () => ({ leadId }), signedIn: true },
  {
    name: "price book",
    module: priceBook,
    path: "/admin/price-book",
    schemas: [addItemSchema, updateItemSchema, removeItemSchema, taxRateSchema, depositDefaultSchema, reminderSettingsSchema, depositReminderSettingsSchema],
    signedIn: true,
  },
  { name: "schedule settings", module: scheduleSettings, path: "/admin/schedule/settings", schemas: [settingsFormSchema, addClosureSchema, removeClosureSchema], signedIn: true },
  { name: "reviews", module: adminReviews, path: "/admin/reviews", schemas: REVIEW_ADMIN_SCHEMAS, signedIn: true },
  { name: "AI tools", module: aiTools, path: "/admin/ai-tools", schemas: [tryTriageSchema, draftPostsSchema], signedIn: true },
  { name: "account", module: account, path: "/admin/account", schemas: accountSchema.options, signedIn: true },
  { name: "sign-out", module: logout, path: "/admin/logout", schemas: [logoutSchema], signedIn: true },
];

let clients = 0;

function run(target: Target, entries: [string, string][], multipart: boolean) {
  const headers = new Headers(target.signedIn ? { Cookie: cookie } : {});
  let body: BodyInit;
  if (multipart) {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    body = form;
  } else {
    body = new URLSearchParams(entries);
  }
  const request = new Request(`http://localhost${target.path}`, { method: "POST", body, headers });
  const context = routerContext(`2001:db8:b0d2:${(++clients).toString(16)}::1`);
  const args = { request, url: new URL(request.url), params: target.params?.() ?? {}, context } as never;
  return outcomeOf(() => target.module.action(args));
}

const segment = fc.oneof(fc.constantFrom("x", "email", "fullName", "intent", "photo", "__proto__", "constructor"), fc.stringMatching(/^[a-z]{1,8}$/));
/** A plain name no form of the site has ("name" is the saved view's and the invitation's, "body" the text's). */
const unknownName = fc.oneof(fc.constantFrom("x", "__proto__", "constructor", "toString"), fc.stringMatching(/^[a-z]{1,8}$/).map((name) => `zz${name}`));
const hostileKey = fc.oneof(
  fc.tuple(segment, fc.oneof(fc.constant(300_000_000), fc.nat({ max: 2 ** 31 - 1 }))).map(([name, index]) => `${name}[${index}]`),
  fc.tuple(segment, segment).map(([a, b]) => `${a}.${b}`),
  fc.tuple(segment, segment).map(([a, b]) => `${a}[${b}]`),
  unknownName,
);

describe("an oversized body is refused with its form's own words", () => {
  beforeAll(resetDb);

  it("the quote form (no photo) asks to shorten the text; the booking form asks for a smaller photo", async () => {
    const quote = await run(targets[1]!, [["description", "x".repeat(100_000)]], false);
    expect(quote.status).toBe(413);
    expect(quote.data).toMatchObject({ result: { error: { "": [FORM_MESSAGES.textTooLong] } } });
    const booking = await run(targets[0]!, [["issueDescription", "x".repeat(MAX_BOOKING_BODY + 1)]], true);
    expect(booking.status).toBe(413);
    expect(booking.data).toMatchObject({ result: { error: { "": [FORM_MESSAGES.tooLarge], photo: [FORM_MESSAGES.tooLarge] } } });
  });
});

describe("hostile form bodies on every action (property)", () => {
  beforeAll(async () => {
    await resetDb();
    const admin = await createAdmin({ email: "hostile.bodies@example.com", role: "Super Admin" });
    cookie = await sessionCookieFor(admin.id);
    leadId = (await createLead()).id;
  });

  for (const target of targets) {
    const fields = formFields(target.schemas);
    const known = [...fields.text];

    it(`${target.name}: unknown names, paths and huge indices are refused with a 400`, async () => {
      const unknown = hostileKey.filter((key) => !fields.text.has(key) && !fields.files.has(key));
      await fc.assert(
        fc.asyncProperty(unknown, fc.subarray(known), fc.boolean(), async (key, present, multipart) => {
          const entries: [string, string][] = [...present.map((name): [string, string] => [name, "v"]), [key, "1"]];
          const started = performance.now();
          const outcome = await run(target, entries, multipart);
          expect(outcome.status, key).toBe(400);
          expect(performance.now() - started, key).toBeLessThan(1_000);
        }),
        { numRuns: 40 },
      );
    });

    it(`${target.name}: a name sent twice, or thousands of parts, are refused with a 400 or 413`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...known), fc.oneof(fc.integer({ min: 2, max: 20 }), fc.constant(5_000)), fc.boolean(), async (name, times, multipart) => {
          const entries = Array.from({ length: times }, (): [string, string] => [name, "v"]);
          const started = performance.now();
          const outcome = await run(target, entries, multipart);
          expect([400, 413], `${name} × ${times}`).toContain(outcome.status);
          expect(performance.now() - started, `${name} × ${times}`).toBeLessThan(1_000);
        }),
        { numRuns: 15 },
      );
    });
  }

  it("a polite booking with a pasted-in 20,000-character description keeps its values and gets the schema's message", async () => {
    const entries: [string, string][] = [
      ["fullName", "Maria Lopez"],
      ["phoneNumber", "(818) 555-0142"],
      ["streetAddress", "1200 Colorado Blvd"],
      ["zipCode", "91101"],
      ["serviceType", "tv-mounting"],
      ["issueDescription", "word ".repeat(4_000)],
    ];
    const outcome = await run(targets[0]!, entries, true);
    expect(outcome.status).toBe(400);
    const result = (outcome.data as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }).result;
    expect(result.error.issueDescription).toEqual(["Please keep the description under 2,000 characters"]);
    expect(result.initialValue).toMatchObject({ fullName: "Maria Lopez", zipCode: "91101" });
  });

  it("lead forms answer a refused body with the spec's form-wide message and toast", async () => {
    for (const target of targets.slice(0, 2)) {
      const outcome = await run(target, [["x[300000000]", "1"]], false);
      expect(outcome).toMatchObject({
        status: 400,
        data: { result: { error: { "": [FORM_MESSAGES.notAForm] } }, toast: { title: "Submission Failed", description: FORM_MESSAGES.notAForm } },
      });
    }
  });
});
