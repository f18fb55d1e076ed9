import type { MetaDescriptor } from "react-router";
import { company } from "~/content/site";

/** Meta for an error page (a 404): a title and no indexing. */
export function errorMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${company.name}` }, { name: "robots", content: "noindex" }];
}
