// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { publicBusiness } from "~/business/profile.server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as status from "~/routes/status";
import { VISIT_CHANGE_MESSAGES } from "~/schedule/visit-changes";
import { translateMessage, translator } from "~/utils/i18n";
import { businessToday } from "~/schedule/clock";
import { resetDb } from "../db";
import { insertLeads, tuesdayAfter } from "../schedule-fixtures";
import { args, createLead, outcomeOf, routerContext } from "./admin-fixtures";

beforeEach(resetDb);
afterEach(cleanup);

/**
 * Issue 39 §10: a visit change posted for a request without a visit (POST /status/:id?visit) is
 * refused, and the status page renders that refusal: the 'No one contacted me' card once read it
 * as its own and the page answered 500.
 */
describe("a visit change on a request without a visit", () => {
  for (const prefix of ["", "/es"]) {
    it(`answers 409 with the visit's message, and the page${prefix ? " in Spanish" : ""} renders it beside the other cards`, async () => {
      const lead = await createLead({ email: "ana@example.com" });
      const path = `${prefix}/status/${lead.id}`;
      const form = new FormData();
      form.append("intent", "visit-confirm");
      form.append("digits", "0100");
      const refused = await outcomeOf(() => status.action(args(new Request(`http://localhost${path}?visit`, { method: "POST", body: form }), { requestId: lead.id }, routerContext())));
      expect(refused).toMatchObject({ status: 409, data: { visitChange: { intent: "visit-confirm", message: VISIT_CHANGE_MESSAGES.unchangeable } } });
      const page = await outcomeOf(() => status.loader(args(new Request(`http://localhost${path}`), { requestId: lead.id })));
      expect(page).toMatchObject({ status: 200, data: { found: true, visit: null } });

      const lang = prefix ? "es" : "en";
      const Stub = createRoutesStub([
        { id: "root", Component: Outlet, HydrateFallback: () => null, children: [{ id: "status", path: `${prefix}/status/:requestId`, Component: status.default as never, HydrateFallback: () => null }] },
      ]);
      render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { business: publicBusiness(lang) }, status: page.data }, actionData: { status: refused.data } }} />);
      expect((await screen.findByRole("alert")).textContent).toBe(translateMessage(lang, VISIT_CHANGE_MESSAGES.unchangeable));
      expect(screen.getByRole("heading", { name: translator(lang, "forms")("noContact.title") })).toBeTruthy();
    });
  }
});

/**
 * Issue 40 §1 (decision 078): a visit the office has not confirmed offered "Confirm this visit",
 * and pressing it said "Visit confirmed" under "our office will confirm it". A requested visit
 * is moved or cancelled; only a confirmed one is the customer's to confirm.
 */
describe("a requested visit", () => {
  for (const prefix of ["", "/es"]) {
    it(`offers no confirm${prefix ? " in Spanish" : ""}, and a confirm posted anyway is refused with a message`, async () => {
      const lang = prefix ? "es" : "en";
      const t = translator(lang, "forms");
      const [id] = await insertLeads(1, { status: "New", scheduledDate: tuesdayAfter(businessToday(new Date()), 3), arrivalWindow: "12-2" });
      const path = `${prefix}/status/${id}`;
      const form = new FormData();
      form.append("intent", "visit-confirm");
      form.append("digits", "1000");
      const refused = await outcomeOf(() => status.action(args(new Request(`http://localhost${path}?visit`, { method: "POST", body: form }), { requestId: id! }, routerContext())));
      expect(refused).toMatchObject({ status: 409, data: { visitChange: { intent: "visit-confirm", message: VISIT_CHANGE_MESSAGES.notConfirmedYet } } });
      const page = await outcomeOf(() => status.loader(args(new Request(`http://localhost${path}`), { requestId: id! })));
      expect(page.data).toMatchObject({ visit: { visit: { state: "requested", confirmedLabel: null } } });

      const Stub = createRoutesStub([
        { id: "root", Component: Outlet, HydrateFallback: () => null, children: [{ id: "status", path: `${prefix}/status/:requestId`, Component: status.default as never, HydrateFallback: () => null }] },
      ]);
      render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { business: publicBusiness(prefix ? "es" : "en") }, status: page.data }, actionData: { status: refused.data } }} />);
      expect((await screen.findByRole("alert")).textContent).toBe(translateMessage(lang, VISIT_CHANGE_MESSAGES.notConfirmedYet));
      expect(screen.getByText(t("visit.asked"))).toBeTruthy();
      expect(screen.queryByRole("button", { name: t("visit.confirmSubmit") })).toBeNull();
      expect(screen.queryByRole("form", { name: t("visit.confirmLabel") })).toBeNull();
      expect(screen.getByRole("button", { name: t("visit.moveSubmit") })).toBeTruthy();
      expect(screen.getByRole("button", { name: t("visit.cancelSubmit") })).toBeTruthy();
    });
  }
});
