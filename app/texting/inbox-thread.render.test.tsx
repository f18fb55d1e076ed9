// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import InboxThread from "~/routes/admin/inbox-thread";
import { INBOX_MESSAGES } from "./inbox-schema";

const HOSTILE = '<img src=x onerror="alert(1)"> & <b>bold</b>\u0007';

function renderThread(data: Record<string, unknown>) {
  const Stub = createRoutesStub([
    {
      path: "/admin/inbox/:phone",
      Component: InboxThread as never,
      HydrateFallback: () => null,
      loader: () => ({
        digits: "3105550177",
        phone: "(310) 555-0177",
        optedOut: false,
        leads: [],
        newLeadUrl: "/admin/leads/new?phone=%28310%29+555-0177&message=hi",
        messages: [{ id: 1, direction: "in", body: HOSTILE, status: "received", errorCode: null, at: "2026-12-05T06:00:00.000Z", when: "Dec 5, 10:00 PM" }],
        ...data,
      }),
    },
  ]);
  return render(<Stub initialEntries={["/admin/inbox/3105550177"]} />);
}

describe("a thread", () => {
  afterEach(cleanup);

  it("shows a customer's markup as text, offers a new lead for a stranger, and a reply form that posts without JavaScript", async () => {
    const { container } = renderThread({});
    expect(await screen.findByText(HOSTILE)).toBeTruthy();
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("New lead from text")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Create a lead/ }).getAttribute("href")).toBe("/admin/leads/new?phone=%28310%29+555-0177&message=hi");
    const form = container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(screen.getByLabelText(/Reply/).getAttribute("name")).toBe("body");
  });

  it("says why there is no reply form for a number that said STOP", async () => {
    const { container } = renderThread({ optedOut: true });
    expect(await screen.findByText(INBOX_MESSAGES.optedOut)).toBeTruthy();
    expect(container.querySelector("form")).toBeNull();
  });
});
