import { describe, expect, it } from "vitest";
import { ADDRESS_NOT_PROVIDED, toStatusView as toView, type StatusContext, type StatusLead } from "./status-view";

const lead: StatusLead = {
  id: "3764a839-7a58-4b6c-851e-442b05fe40dd",
  reference: "PC-7K4Q9X",
  name: "Jane Smith",
  phone: "(818) 555-0199",
  email: "jane@example.com",
  service: "tv-mounting",
  description: "Mount a TV",
  status: "New",
  notQualifiedReason: null,
  streetAddress: "123 Main St",
  zipCode: "91101",
  preferredDate: "2025-07-04",
  scheduledDate: null,
  arrivalWindow: null,
  reportedNoContactAt: null,
  createdAt: new Date("2025-06-15T19:00:00Z"),
  updatedAt: null,
  staffActionAt: null,
};

const toStatusView = (value: StatusLead, context: Partial<StatusContext> = {}) =>
  toView(value, { visited: ["New"], noContactAfterHours: 0, ...context });

const highlighted = (view: ReturnType<typeof toStatusView>) => view.timeline.filter((s) => s.reached).map((s) => s.step);

describe("toStatusView", () => {
  it("formats the summary and masks the customer's details", () => {
    const view = toStatusView(lead);
    expect(view).toMatchObject({
      service: "TV Mounting",
      submittedOn: "June 15, 2025",
      preferredDate: "July 4, 2025",
      address: "••• Main St, 91101",
      customer: { firstName: "Jane", phone: "(•••) •••-••••", email: "j•••@example.com" },
      reference: "PC-7K4Q9X",
      noContact: { kind: "open" },
      reportedNoContact: false,
    });
    expect(JSON.stringify(view)).not.toMatch(/Smith|555-0199|jane@|123 Main/);
  });

  it("shows the scheduled visit while the lead is Approved", () => {
    const scheduled = { ...lead, scheduledDate: "2025-07-08", arrivalWindow: "8-10" };
    expect(toStatusView({ ...scheduled, status: "Approved" }).appointment).toBe("July 8, 2025, 8–10 am");
    expect(toStatusView({ ...scheduled, status: "Completed" }).appointment).toBeNull();
    expect(toStatusView(lead).appointment).toBeNull();
  });

  it("fills the spec's defaults", () => {
    const view = toStatusView({ ...lead, email: "", streetAddress: null, zipCode: null, preferredDate: null, service: "Gutter help" });
    expect(view).toMatchObject({ address: ADDRESS_NOT_PROVIDED, preferredDate: null, service: "Gutter help", customer: { email: null } });
  });

  it("highlights the steps up to the status that the request went through, and shows the last update on the current one", () => {
    const path = ["New", "In Review", "Approved", "Completed"];
    const cases: [string, number[]][] = [
      ["New", [1]],
      ["In Review", [1, 2]],
      ["in-review", [1, 2]],
      ["Prioritized", [1, 2, 2.5]],
      ["Approved", [1, 2, 3]],
      ["scheduled", [1, 2, 3]],
      ["Completed", [1, 2, 3, 4]],
      ["Something else", []],
    ];
    for (const [status, steps] of cases) {
      expect(highlighted(toStatusView({ ...lead, status }, { visited: path }))).toEqual(steps);
    }

    const view = toStatusView({ ...lead, status: "Approved", updatedAt: new Date("2025-06-16T16:30:00Z") });
    expect(view.timeline.filter((s) => s.updatedLabel)).toEqual([
      expect.objectContaining({ step: 3, current: true, updatedLabel: "June 16, 2025 at 9:30 AM" }),
    ]);
    expect(toStatusView(lead).timeline[0]).toMatchObject({ current: true, updatedLabel: "June 15, 2025 at 12:00 PM" });
    expect(toStatusView({ ...lead, status: "unknown" }).timeline.some((s) => s.current || s.updatedLabel)).toBe(false);
  });

  it("ticks only the steps the request went through: approved straight from New skips In Review", () => {
    expect(highlighted(toStatusView({ ...lead, status: "Approved" }, { visited: ["New", "Approved"] }))).toEqual([1, 3]);
    expect(highlighted(toStatusView({ ...lead, status: "Completed" }, { visited: ["New", "Approved", "Completed"] }))).toEqual([1, 3, 4]);
    // Reopened for review after an approval: the steps after the current one are not ticked.
    const reopened = { visited: ["New", "In Review", "Approved", "Not Qualified", "In Review"] };
    expect(highlighted(toStatusView({ ...lead, status: "In Review" }, reopened))).toEqual([1, 2]);
  });

  it("shows step 2.5 only for a request that was prioritized", () => {
    const steps = (value: ReturnType<typeof toStatusView>) => value.timeline.map((s) => s.step);
    expect(steps(toStatusView({ ...lead, status: "Approved" }))).toEqual([1, 2, 3, 4]);
    const prioritized = { visited: ["New", "In Review", "Prioritized", "Approved"] };
    expect(highlighted(toStatusView({ ...lead, status: "Approved" }, prioritized))).toEqual([1, 2, 2.5, 3]);
    expect(steps(toStatusView({ ...lead, status: "Prioritized" }))).toEqual([1, 2, 2.5, 3, 4]);
  });

  it("a declined request shows the steps it went through, then Request Declined, and the reason in the company's words", () => {
    const view = toStatusView(
      { ...lead, status: "Not Qualified", notQualifiedReason: "Outside our service area: Lancaster is 70 miles out" },
      { visited: ["New", "In Review", "Not Qualified"] },
    );
    expect(view.timeline.map((s) => [s.step, s.reached, s.current])).toEqual([
      [1, true, false],
      [2, true, false],
      [5, true, true],
    ]);
    expect(view.timeline.at(-1)).toMatchObject({ title: "Request Declined" });
    expect(view.declined).toEqual({ reason: "The address is outside the area we serve." });
    expect(JSON.stringify(view)).not.toContain("Lancaster");
    const other = toStatusView({ ...lead, status: "Not Qualified", notQualifiedReason: "Rude on the phone" });
    expect(other.declined).toEqual({ reason: "We're not able to take on this job." });
    expect(JSON.stringify(other)).not.toContain("Rude");
    expect(toStatusView({ ...lead, status: "Not Qualified" }).declined).toEqual({ reason: "We're not able to take on this job." });
    expect(toStatusView(lead).declined).toBeNull();
  });

  it("a request the customer cancelled shows the steps it went through, then Request Cancelled, and no declined card", () => {
    const view = toStatusView({ ...lead, status: "Cancelled" }, { visited: ["New", "Approved", "Cancelled"] });
    expect(view.timeline.map((s) => [s.step, s.reached, s.current])).toEqual([
      [1, true, false],
      [3, true, false],
      [5, true, true],
    ]);
    expect(view.timeline.at(-1)).toMatchObject({ title: "Request Cancelled" });
    expect(view.declined).toBeNull();
    expect(view.noContact).toEqual({ kind: "closed", reason: "closed" });
  });

  it("closes the no-contact report on completed and not qualified requests and once staff acted, says when it opens, remembers a report", () => {
    expect(toStatusView({ ...lead, status: "completed" }).noContact).toEqual({ kind: "closed", reason: "closed" });
    expect(toStatusView({ ...lead, status: "Not Qualified" }).noContact).toEqual({ kind: "closed", reason: "closed" });
    expect(toStatusView({ ...lead, staffActionAt: new Date() }).noContact).toEqual({ kind: "closed", reason: "in-hand" });
    expect(toStatusView(lead, { noContactAfterHours: 24, now: new Date("2025-06-15T20:00:00Z") }).noContact).toEqual({
      kind: "waiting",
      fromLabel: "June 16, 2025 at 12:00 PM",
    });
    expect(toStatusView({ ...lead, reportedNoContactAt: new Date() }).reportedNoContact).toBe(true);
    expect(toStatusView({ ...lead, reportedNoContactAt: new Date() }).noContact).toEqual({ kind: "reported" });
  });
});
