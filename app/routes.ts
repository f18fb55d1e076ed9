import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("services", "routes/services.tsx"),
    route("services/:slug", "routes/service.tsx"),
    route("locations/:city", "routes/city.tsx"),
    route("book", "routes/book.tsx"),
    route("status/:requestId", "routes/status.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
