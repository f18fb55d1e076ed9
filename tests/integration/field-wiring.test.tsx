// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as status from "~/routes/status";
import { LOOKUP_MESSAGES } from "~/status/lookup-schema";
import { translateMessage, translator } from "~/utils/i18n";
import { resetDb } from "../db";
import { args, outcomeOf, routerContext } from "./admin-fixtures";

beforeEach(resetDb);
afterEach(cleanup);

/**
 * Issue 41 §1: every form's field is wired one way (`Field`). The status look-up's fields showed
 * their messages but were neither marked invalid nor described by them: a screen reader did not
 * say what was wrong, and /site.js (which focuses the first `[aria-invalid=true]` field of a
 * refused form) left the focus at the top of the page.
 */
describe("a refused status look-up", () => {
  for (const prefix of ["", "/es"]) {
    it(`marks each field it refuses invalid and described by its message${prefix ? ", in Spanish" : ""}, values kept`, async () => {
      const lang = prefix ? "es" : "en";
      const path = `${prefix}/status`;
      const form = new FormData();
      form.append("reference", "");
      form.append("phone", "(818) 555-0199");
      const request = new Request(`http://localhost${path}`, { method: "POST", body: form });
      const refused = await outcomeOf(() => status.action(args(request, {}, routerContext("203.0.113.41"))));
      expect(refused.status).toBe(400);
      const page = await outcomeOf(() => status.loader(args(new Request(`http://localhost${path}`))));

      const Stub = createRoutesStub([{ id: "status", path: `${prefix}/status/:requestId?`, Component: status.default as never, HydrateFallback: () => null }]);
      render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { status: page.data }, actionData: { status: refused.data } }} />);
      const t = translator(lang, "forms");

      const reference = await screen.findByLabelText(new RegExp(t("lookup.reference")));
      expect(reference.getAttribute("aria-invalid")).toBe("true");
      expect(reference.getAttribute("aria-required")).toBe("true");
      const describedBy = reference.getAttribute("aria-describedby") ?? "";
      expect(describedBy).not.toBe("");
      const description = describedBy.split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
      expect(description).toContain(translateMessage(lang, LOOKUP_MESSAGES.reference));

      const phone = screen.getByLabelText(new RegExp(t("field.phoneNumber")));
      expect(phone.getAttribute("aria-invalid")).toBeNull();
      expect(phone.getAttribute("aria-describedby")).toBeNull();
      expect((phone as HTMLInputElement).value).toBe("(818) 555-0199");
    });
  }
});
