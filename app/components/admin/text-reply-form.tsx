import { SendIcon } from "lucide-react";
import { Form, useLocation, useNavigation } from "react-router";
import { Field, FieldControl, FormAlert } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { REPLY_MAX } from "~/texting/inbox-schema";

/**
 * Staff's text to a customer (decision 088), on the Inbox's thread and on the lead's page: a plain
 * POST form (works without JavaScript), the refusal above it and the typed text kept.
 */
export function TextReplyForm({ id, label, submit, intent, errors, body }: { id: string; label: string; submit: string; intent?: string; errors?: string[]; body?: string }) {
  const navigation = useNavigation();
  // Drawn anew after each answer: empty once a text is sent, the typed text (`body`) back after a refusal.
  const { key } = useLocation();
  const busy = navigation.state === "submitting" && (navigation.formData?.get("intent") ?? undefined) === intent;
  return (
    <Form key={key} method="post" className="grid gap-3">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FormAlert id={`${id}-error`} errors={errors} />
      <Field id={id} label={label} required hint="Sent as a text, with the opt-out line in the customer's language.">
        <FieldControl>
          <textarea name="body" rows={3} maxLength={REPLY_MAX} defaultValue={body ?? ""} className="w-full rounded-md border border-slate-300 p-2 text-base" />
        </FieldControl>
      </Field>
      <div>
        <Button type="submit" disabled={busy}>
          <SendIcon aria-hidden="true" /> {busy ? "Sending..." : submit}
        </Button>
      </div>
    </Form>
  );
}
