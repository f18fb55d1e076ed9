import { common as enCommon } from "./en/common";
import { forms as enForms } from "./en/forms";
import { mail as enMail } from "./en/mail";
import { common as esCommon } from "./es/common";
import { forms as esForms } from "./es/forms";
import { mail as esMail } from "./es/mail";
import { messages as esMessages } from "./es/messages";
import type { Lang } from "./languages";

export * from "./languages";
export * from "./paths";

/**
 * Every catalogue, by language and namespace (decision 069): `common` (the chrome), `forms` (the
 * public forms and the status page), `mail` (every e-mail, text and calendar file to a customer)
 * and `messages` (the schemas' English messages, keyed by their words). English `messages` is
 * empty: a message's key is its English text. Every language has every namespace: a language
 * without its catalogues fails the type check.
 */
export const resources = {
  en: { common: enCommon, forms: enForms, mail: enMail, messages: {} as Record<string, string> },
  es: { common: esCommon, forms: esForms, mail: esMail, messages: esMessages },
} as const satisfies Record<Lang, Record<Namespace, unknown>>;

export const NAMESPACES = ["common", "forms", "mail", "messages"] as const;
export type Namespace = (typeof NAMESPACES)[number];
