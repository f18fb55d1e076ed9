import { field } from "~/components/admin/lead/lead-parts";
import { Field, FieldControl } from "~/components/form-field";
import { METHOD_LABELS } from "~/payments/payment-form";

/** How money was paid or given back, on the staff's money forms (an invoice's, a deposit's); "back to the card" for a card payment's refund. */
export function MethodSelect({ id, label = "Paid by", defaultValue, errors, toCard = false }: { id: string; label?: string; defaultValue?: string; errors?: string[]; toCard?: boolean }) {
  return (
    <Field id={id} label={label} required errors={errors}>
      <FieldControl>
        <select name="method" defaultValue={defaultValue ?? "cash"} className={field}>
          {toCard ? <option value="card">Back to the card, through Stripe</option> : null}
          {Object.entries(METHOD_LABELS)
            .filter(([method]) => method !== "card")
            .map(([method, label]) => (
              <option key={method} value={method}>
                {label}
              </option>
            ))}
        </select>
      </FieldControl>
    </Field>
  );
}

