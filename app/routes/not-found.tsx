import { data } from "react-router";
import { RouteError } from "~/components/not-found-page";
import { errorMeta } from "~/utils/seo-error";
import { staticPageHandle } from "~/components/static-page";

export const handle = staticPageHandle;

export function loader() {
  throw data(null, { status: 404 });
}

export const meta = () => errorMeta("Page Not Found");

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <RouteError error={error} />;
}
