import { AdminIcon } from "./admin-icon";
import type * as React from "react";
import { Form, Link, NavLink, useLocation, useNavigation } from "react-router";
import { company } from "~/content/site";
import { Button } from "~/components/ui/button";
import { AdminLoading } from "./admin-loading";

/** The dashboard's four tabs (spec §2), the Inbox (issue 44), the Schedule and Reviews (issue 32), the Price Book (issue 40), each at its own URL. */
const TABS = [
  { to: "/admin", label: "Leads", icon: "leads", loading: "Loading leads..." },
  { to: "/admin/inbox", label: "Inbox", icon: "inbox", loading: "Loading the inbox..." },
  { to: "/admin/schedule", label: "Schedule", icon: "schedule", loading: "Loading the schedule..." },
  { to: "/admin/users", label: "Admin Users", icon: "users", loading: "Loading admin users..." },
  { to: "/admin/analytics", label: "Analytics", icon: "analytics", loading: "Loading analytics..." },
  { to: "/admin/reviews", label: "Reviews", icon: "reviews", loading: "Loading reviews..." },
  { to: "/admin/price-book", label: "Price Book", icon: "price-book", loading: "Loading the price book..." },
  { to: "/admin/business", label: "Business", icon: "business", loading: "Loading the business profile..." },
  { to: "/admin/photos", label: "Photos", icon: "photos", loading: "Loading photos..." },
  { to: "/admin/ai-tools", label: "AI Tools", icon: "ai-tools", loading: "Loading AI tools..." },
] as const;


/** Title, greeting, Logout, and the tabs as links (aria-current on the open one). */
export function DashboardShell({ email, unread = 0, children }: { email: string; unread?: number; children: React.ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const pendingTab =
    navigation.state === "loading" && !navigation.formMethod && navigation.location.pathname !== location.pathname
      ? TABS.find((tab) => tab.to === navigation.location.pathname)
      : undefined;
  const loggingOut = navigation.state !== "idle" && navigation.formAction === "/admin/logout";

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white max-sm:flex max-sm:items-center print:hidden">
        {/* On a phone one row with the tabs (the title, the name and the greeting read out, not shown; icon buttons at the right), so the page starts higher. */}
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2 max-sm:contents sm:flex-wrap sm:px-6 sm:pt-5 sm:pb-4">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase max-sm:sr-only">
              <Link to="/" className="rounded-sm hover:underline">
                {company.name}
              </Link>
            </p>
            <h1 className="text-xl font-bold tracking-tight text-slate-900 max-sm:sr-only sm:mt-1 sm:text-3xl">Admin Dashboard</h1>
            <p className="mt-1 truncate text-sm text-slate-600 max-sm:sr-only">Welcome back, {email}</p>
          </div>
          <div className="flex flex-none items-center gap-2 max-sm:order-last max-sm:gap-1 max-sm:pr-2">
            <Button asChild variant="ghost">
              <Link to="/admin/account">
                <AdminIcon name="account" />
                <span className="max-sm:sr-only">Your Account</span>
              </Link>
            </Button>
            <Form method="post" action="/admin/logout">
              <Button type="submit" variant="outline" disabled={loggingOut}>
                <AdminIcon name="logout" />
                <span className="max-sm:sr-only">Logout</span>
              </Button>
            </Form>
          </div>
        </div>
        <nav aria-label="Dashboard sections" className="mx-auto max-w-7xl px-2 max-sm:min-w-0 max-sm:flex-1 sm:px-4">
          <ul className="flex overflow-x-auto sm:gap-1">
            {TABS.map(({ to, label, icon }) => (
              <li key={to}>
                {/* No route discovery: the admin loads the manifest once (decision 041). */}
                <NavLink to={to} end prefetch="intent" discover="none" className="dash-tab">
                  <AdminIcon name={icon} />
                  {label}
                  {to === "/admin/inbox" && unread > 0 ? (
                    <span className="ml-1 rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
                      {unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 pt-2 pb-6 sm:px-6 sm:pt-6">
        {pendingTab ? <AdminLoading label={pendingTab.loading} /> : children}
      </main>
    </div>
  );
}
