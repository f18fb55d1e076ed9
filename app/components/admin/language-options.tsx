import { LANG_LABELS, LANGS } from "~/content/i18n";

/** The customer's languages as a select's options, named as the office says them (English, Spanish). */
export function LanguageOptions() {
  return LANGS.map((lang) => (
    <option key={lang} value={lang}>
      {LANG_LABELS[lang]}
    </option>
  ));
}
