// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import LeadsTab from "~/routes/admin/leads";
import AdminUsersTab from "~/routes/admin/users";

/** The tabs' empty states (spec §2), rendered from loader data as the server would send it. */
function renderLeads(data: Record<string, unknown>) {
  const Stub = createRoutesStub([
    {
      path: "/admin",
      Component: LeadsTab as never,
      HydrateFallback: () => null,
      loader: () => ({ filter: "all", single: false, leads: [], total: 0, totalCapped: false, nextCursor: null, prevCursor: null, ...data }),
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
    renderLeads({ filter: "not-qualified" });
    expect(await screen.findByText("No leads found matching the current filter.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Not Qualified" }).getAttribute("aria-current")).toBe("page");
  });

  it("more than the cap", async () => {
    renderLeads({
      total: 10_000,
      totalCapped: true,
      nextCursor: "abc",
      leads: [
        {
          id: "00000000-0000-4000-8000-000000000001",
          name: "Ana Lopez",
          phone: "(310) 555-0100",
          tel: "tel:3105550100",
          email: "",
          service: "TV Mounting",
          streetAddress: null,
          zipCode: null,
          preferredDate: null,
          description: "",
          status: "Approved",
          created: "Nov 22, 2026, 9:05 AM",
          createdIso: "2026-11-22T17:05:00.000Z",
          hasPhoto: false,
        },
      ],
    });
    expect((await screen.findByText(/Showing 1 of/)).textContent).toBe("Showing 1 of 10,000+ leads");
    expect(screen.getByRole("link", { name: "(310) 555-0100" }).getAttribute("href")).toBe("tel:3105550100");
    expect(screen.queryByRole("button", { name: /Approve/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/admin?cursor=abc&dir=next");
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
