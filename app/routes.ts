import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("services", "routes/services.tsx"),
    route("services/:slug", "routes/service.tsx"),
    route("locations/:city", "routes/city.tsx"),
    route("book", "routes/book.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("status/:requestId?", "routes/status.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/leads.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("ai-tools", "routes/admin/ai-tools.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    route("leads.csv", "routes/admin/leads-export.ts"),
    route("leads/new", "routes/admin/lead-new.tsx"),
    route("leads/:leadId", "routes/admin/lead.tsx"),
    route("leads/:leadId/photo", "routes/admin/lead-photo.tsx"),
  ]),
  route("admin/verify", "routes/admin/verify.tsx"),
  route("admin/analytics.csv", "routes/admin/analytics-csv.ts"),
  route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
  route("admin/reset-password/:token", "routes/admin/reset-password.tsx"),
  route("admin/accept-invite/:token", "routes/admin/accept-invite.tsx"),
] satisfies RouteConfig;
