import { ChevronLeftIcon } from "lucide-react";
import { Link } from "react-router";

/** The way back to the Leads tab from a page about one lead. */
export function AllLeadsLink() {
  return (
    <Link to="/admin" className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-4">
      <ChevronLeftIcon className="size-4" aria-hidden="true" />
      All leads
    </Link>
  );
}
