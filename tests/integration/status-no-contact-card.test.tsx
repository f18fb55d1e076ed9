// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { NoContactCard } from "~/components/status/no-contact-card";
import type { NoContactView } from "~/status/status-view";

function renderCard(state: Exclude<NoContactView, { kind: "closed" }>) {
  const Stub = createRoutesStub([{ path: "/status/:requestId", Component: () => <NoContactCard state={state} /> }]);
  render(<Stub initialEntries={["/status/3764a839-7a58-4b6c-851e-442b05fe40dd"]} />);
}

describe("the 'No one contacted me' card", () => {
  afterEach(cleanup);

  it("before the promised time: says from when, and offers no button", async () => {
    renderCard({ kind: "waiting", fromLabel: "June 16, 2025 at 12:00 PM" });
    expect(await screen.findByText(/You can tell us from June 16, 2025 at 12:00 PM if nobody has contacted you\./)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("after it: the button", async () => {
    renderCard({ kind: "open" });
    expect((await screen.findByRole("button", { name: "No one contacted me" })).hasAttribute("disabled")).toBe(false);
  });

  it("once reported: We've Been Notified, disabled", async () => {
    renderCard({ kind: "reported" });
    expect((await screen.findByRole("button", { name: "We've Been Notified" })).hasAttribute("disabled")).toBe(true);
  });
});
