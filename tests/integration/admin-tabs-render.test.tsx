// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import LeadsTab from "~/routes/admin/leads";
import AdminUsersTab from "~/routes/admin/users";
import { toRowLine } from "~/leads/admin/admin-view";

/** The tabs' empty states (spec §2), rendered from loader data as the server would send it. */
function renderLeads(data: Record<string, unknown>) {
  const Stub = createRoutesStub([
    {
      path: "/admin",
      Component: LeadsTab as never,
      HydrateFallback: () => null,
      loader: () => ({
        query: { status: "all", sort: "queue" },
        views: [],
        filter: "all",
        single: false,
        filtered: false,
        rows: [],
        counts: { New: 0, "In Review": 0, Prioritized: 0, Approved: 0, Completed: 0, "Not Qualified": 0, Cancelled: 0 },
        matching: 0,
        countsCapped: false,
        total: 0,
        nextCursor: null,
        prevCursor: null,
        admins: [],
        ...data,
      }),
    },
  ]);
  render(<Stub initialEntries={["/admin"]} />);
}

describe("admin tabs, empty", () => {
  afterEach(cleanup);

  it("no leads at all", async () => {
    renderLeads({});
    expect(await screen.findByText("No leads found in the system.")).toBeTruthy();
    expect(screen.getByText(/Showing 0 of 0/).textContent).toBe("Showing 0 of 0 leads");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Leads pages" })).toBeNull();
  });

  it("no leads for the filter", async () => {
    renderLeads({ filter: "not-qualified", filtered: true, query: { status: "not-qualified", sort: "queue" }, total: 3 });
    expect(await screen.findByText("No leads found matching the current filter.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Not Qualified/ }).getAttribute("aria-current")).toBe("page");
  });

  it("more than the cap under a filter", async () => {
    renderLeads({
      query: { status: "all", sort: "queue", service: "tv-mounting" },
      total: 12_345,
      matching: 1_001,
      countsCapped: true,
      counts: { New: 10_001, "In Review": 0, Prioritized: 0, Approved: 0, Completed: 0, "Not Qualified": 0, Cancelled: 0 },
      nextCursor: "abc",
      rows: [
        toRowLine({
          id: "00000000-0000-4000-8000-000000000001",
          name: "Ana Lopez",
          phone: "(310) 555-0100",
          email: "",
          service: "TV Mounting",
          zip: null,
          preferred: null,
          appointment: "December 3, 2026, 8–10 am",
          status: "Approved",
          version: 1,
          created: "Nov 22, 2026, 9:05 AM",
          waited: null,
          overdue: false,
          assignee: null,
          hasPhoto: false,
          language: "en",
          quote: "Quote approved (v2, $1,234.00)",
          triage: null,
        }),
      ],
    });
    expect((await screen.findByText(/Showing/)).textContent).toBe("Showing 1,000+ of 12,345 leads");
    // The latest quote's state and amount, on the lead's row.
    expect(screen.getByText("Quote approved (v2, $1,234.00)")).toBeTruthy();
    expect(screen.getByRole("link", { name: "(310) 555-0100" }).getAttribute("href")).toBe("tel:3105550100");
    expect(screen.getByRole("link", { name: "Ana Lopez" }).getAttribute("href")).toBe("/admin/leads/00000000-0000-4000-8000-000000000001");
    expect(screen.queryByRole("button", { name: /Approve/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/admin?service=tv-mounting&cursor=abc&dir=next");
  });

  it("without a search or filter, every count is exact, beyond the cap too", async () => {
    renderLeads({
      total: 12_345,
      matching: 12_345,
      counts: { New: 2_345, "In Review": 0, Prioritized: 0, Approved: 10_000, Completed: 0, "Not Qualified": 0, Cancelled: 0 },
      nextCursor: "abc",
    });
    expect((await screen.findByText(/Showing/)).textContent).toBe("Showing 12,345 of 12,345 leads");
    expect(screen.getByRole("link", { name: "All Leads 12,345" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "New 2,345" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Approved 10,000" })).toBeTruthy();
  });

  it("a Prioritized lead has Approve and Reject, and one waiting a day untouched is flagged", async () => {
    renderLeads({
      total: 1,
      matching: 1,
      rows: [
        toRowLine({
          id: "00000000-0000-4000-8000-000000000002",
          name: "Urgent Customer",
          phone: "(310) 555-0101",
          email: "u@example.com",
          service: "Caulking",
          zip: "91101",
          preferred: null,
          appointment: null,
          status: "Prioritized",
          version: 2,
          created: "Nov 20, 2026, 9:05 AM",
          waited: "2 d",
          overdue: true,
          assignee: null,
          hasPhoto: false,
          language: "en",
          quote: null,
          triage: null,
        }),
      ],
    });
    expect(await screen.findByRole("button", { name: "Approve lead from Urgent Customer" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reject lead from Urgent Customer" })).toBeTruthy();
    expect(screen.getByText(/Overdue: waiting 2 d/)).toBeTruthy();
  });

  it("a Spanish customer's row is marked Spanish, an English one not at all", async () => {
    const row = {
      id: "00000000-0000-4000-8000-000000000003",
      name: "María García",
      phone: "(310) 555-0102",
      email: "",
      service: "Caulking",
      zip: null,
      preferred: null,
      appointment: null,
      status: "New" as const,
      version: 0,
      created: "",
      waited: "5 min",
      overdue: false,
      assignee: null,
      hasPhoto: false,
      language: "es" as const,
      quote: null,
      triage: null,
    };
    renderLeads({ total: 2, matching: 2, rows: [toRowLine(row), toRowLine({ ...row, id: "00000000-0000-4000-8000-000000000004", name: "Ann English", language: "en" })] });
    const mark = await screen.findByText("Spanish");
    expect(mark.tagName).toBe("SMALL");
    expect(mark.closest("tr")!.textContent).toContain("María García");
    expect(screen.getAllByText("Spanish")).toHaveLength(1);
  });

  it("no admin users", async () => {
    const Stub = createRoutesStub([
      { path: "/admin/users", Component: AdminUsersTab as never, HydrateFallback: () => null, loader: () => ({ me: "x", inviteOpen: false, users: [] }) },
    ]);
    render(<Stub initialEntries={["/admin/users"]} />);
    expect(await screen.findByText("No admin users found.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Invite Admin" }).getAttribute("href")).toBe("/admin/users?invite=1");
  });
});
