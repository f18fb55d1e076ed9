import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { LANGS, PATH_PREFIXES, type Lang } from "./content/i18n/languages";

/** The public pages in `lang`: English at the root, another language under its prefix, its route ids its files' under "<lang>/" (es/routes/home). */
function publicPages(lang: Lang) {
  const id = (file: string) => (PATH_PREFIXES[lang] ? { id: `${lang}/${file.replace(/\.tsx?$/, "")}` } : {});
  const page = (path: string, file: string) => route(path, file, id(file));
  return [
    index("routes/home.tsx", id("routes/home.tsx")),
    page("about", "routes/about.tsx"),
    page("services", "routes/services.tsx"),
    page("services/:slug", "routes/service.tsx"),
    page("locations/:city", "routes/city.tsx"),
    page("book", "routes/book.tsx"),
    page("privacy", "routes/privacy.tsx"),
    page("status/:requestId/review", "routes/review.tsx"),
    page("status/:requestId/quote", "routes/quote.tsx"),
    page("status/:requestId/invoice", "routes/invoice.tsx"),
    page("status/:requestId?", "routes/status.tsx"),
    page("*", "routes/not-found.tsx"),
  ];
}

export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("book/windows", "routes/book-windows.ts"),
  route("media/:name", "routes/media.ts"),
  route("webhooks/stripe", "routes/webhooks.stripe.ts"),
  route("webhooks/twilio/sms", "routes/webhooks/twilio-sms.ts"),
  route("webhooks/twilio/status", "routes/webhooks/twilio-status.ts"),
  layout("routes/site-layout.tsx", publicPages("en")),
  // The same pages in each other language under its prefix, Spanish under /es (decision 069): the
  // same modules, their own route ids.
  ...LANGS.filter((lang) => PATH_PREFIXES[lang]).map((lang) =>
    route(PATH_PREFIXES[lang].slice(1), "routes/site-layout.tsx", { id: `${lang}/site-layout` }, publicPages(lang)),
  ),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/leads.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("reviews", "routes/admin/reviews.tsx"),
    route("inbox", "routes/admin/inbox.tsx"),
    route("inbox/:phone", "routes/admin/inbox-thread.tsx"),
    route("ai-tools", "routes/admin/ai-tools.tsx"),
    route("ai-tools/post-image/:name", "routes/admin/ai-post-image.ts"),
    route("schedule", "routes/admin/schedule.tsx"),
    route("schedule/settings", "routes/admin/schedule-settings.tsx"),
    route("schedule/sheet", "routes/admin/schedule-sheet.tsx"),
    route("price-book", "routes/admin/price-book.tsx"),
    route("business", "routes/admin/business.tsx"),
    route("photos", "routes/admin/photos.tsx"),
    route("photos/file/:name", "routes/admin/photo-file.ts"),
    route("account", "routes/admin/account.tsx"),
    route("logout", "routes/admin/logout.tsx"),
    route("leads.csv", "routes/admin/leads-export.ts"),
    route("leads/new", "routes/admin/lead-new.tsx"),
    route("leads/:leadId", "routes/admin/lead.tsx"),
    route("leads/:leadId/photo", "routes/admin/lead-photo.tsx"),
    route("leads/:leadId/quote", "routes/admin/lead-quote.tsx"),
    route("leads/:leadId/invoice", "routes/admin/lead-invoice.tsx"),
    route("leads/:leadId/deposit", "routes/admin/lead-deposit.tsx"),
  ]),
  route("admin/icons.svg", "routes/admin/icons.ts"),
  route("admin/verify", "routes/admin/verify.tsx"),
  route("admin/analytics.csv", "routes/admin/analytics-csv.ts"),
  route("admin/money.csv", "routes/admin/money-csv.ts"),
  route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
  route("admin/reset-password/:token", "routes/admin/reset-password.tsx"),
  route("admin/accept-invite/:token", "routes/admin/accept-invite.tsx"),
] satisfies RouteConfig;
