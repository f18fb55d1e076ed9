/**
 * A phone number's digits, without the US country code: "+1 (818) 555-0142", "1-818-555-0142"
 * and "818.555.0142" all read "8185550142". The one meaning of a phone's digits (decision 051):
 * the admin search, the status page's look-up, the masked number, the text message's address,
 * the repeat key and the `leads.phone_digits` column (`PHONE_DIGITS_SQL`) all use it.
 */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** `phoneDigits` of the column `phone`, in PostgreSQL: what `leads.phone_digits` is generated from. */
export const PHONE_DIGITS_SQL = String.raw`regexp_replace(regexp_replace(phone, '[^0-9]', '', 'g'), '^1([0-9]{10})$', '\1')`;

/**
 * A phone number as a spreadsheet keeps it, typed text with no apostrophe (decision 062): a US
 * number in its national form, '(213) 555-5838', which no spreadsheet reads as a number or a
 * formula; any other number as typed (the CSV's formula guard then applies to a leading '+').
 */
export function spreadsheetPhone(phone: string): string {
  const digits = phoneDigits(phone);
  if (digits.length !== 10 || /[^\d\s()+.\-/]/.test(phone)) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
