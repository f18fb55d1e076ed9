import "i18next";
import type { resources } from "~/content/i18n";

/** Typed keys (decision 069): t("language.name") is checked against the English catalogue. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: (typeof resources)["en"];
  }
}
