import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { withoutKey } from "~/components/conform";
import { Field, FieldControl } from "~/components/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";

type Meta = FieldMetadata<string, Record<string, unknown>, string[]>;

/** The deposit a quote asks (decision 089): none, a percentage of the approved total, or a fixed amount in dollars. The quote builder's and the price book's default. */
export function DepositFields({ kind, amount }: { kind: Meta; amount: Meta }) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <Field id={kind.id} label="Deposit" errors={kind.errors}>
        <FieldControl>
          <NativeSelect {...withoutKey(getSelectProps(kind))} className="w-48">
            <option value="none">No deposit</option>
            <option value="percent">Percentage of the total</option>
            <option value="fixed">Fixed amount</option>
          </NativeSelect>
        </FieldControl>
      </Field>
      <Field id={amount.id} label="Deposit amount (% or $)" hint="25 for 25%, or 100.00 for $100.00." errors={amount.errors}>
        <FieldControl>
          <Input {...withoutKey(getInputProps(amount, { type: "text" }))} inputMode="decimal" className="w-32" />
        </FieldControl>
      </Field>
    </div>
  );
}
