import { company } from "~/content/site";

type Match = { id: string; data?: unknown } | undefined;

/** A dashboard page's title: the tab's while signed in, or the gate screen's (sign-in, Access Denied). */
export function adminMeta(matches: readonly Match[], tab: string) {
  const gate = (matches.find((match) => match?.id === "routes/admin/layout")?.data as { gate?: string } | undefined)?.gate;
  const title =
    gate === "signed-out" ? "Admin Login" : gate === "denied" ? "Access Denied" : `${tab} | Admin Dashboard`;
  return [{ title: `${title} | ${company.name}` }, { name: "robots", content: "noindex, nofollow" }];
}
