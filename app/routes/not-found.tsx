import { data } from "react-router";
import { RouteError } from "~/components/not-found-page";
import { errorMeta } from "~/utils/seo-error";
import { staticPageHandle } from "~/components/static-page";
import { langFromPath, translator } from "~/utils/i18n";

export const handle = staticPageHandle;

export function loader() {
  throw data(null, { status: 404 });
}

export const meta = ({ location }: { location: { pathname: string } }) =>
  errorMeta(translator(langFromPath(location.pathname), "common")("notFound.metaTitle"));

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <RouteError error={error} />;
}
