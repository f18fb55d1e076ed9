import { Form } from "react-router";
import { Field, FieldControl } from "~/components/form-field";
import { field } from "~/components/admin/lead/lead-parts";
import { Button } from "~/components/ui/button";
import { REPLY_SITUATIONS, SITUATION_LABELS, type ReplySituation } from "~/ai/reply";
import { SOURCE_LABELS } from "~/ai/triage";
import type { AiSource } from "~/db/ai-values";

/** A draft the action wrote, or the text staff sent back with a refusal. */
export type ReplyCardState = { situation: ReplySituation; text: string; source: AiSource | null; note: string | null; errors?: string[] };

/**
 * The lead page's "Draft a reply" (decision 091): a plain form post writes a draft in the
 * request's language; staff edit it and press Send (the customer's e-mail, through the outbox and
 * its caps). Nothing is sent without that press; the draft is not stored.
 */
export function ReplyCard({ leadId, hasEmail, reply }: { leadId: string; hasEmail: boolean; reply: ReplyCardState | null }) {
  return (
    <section aria-labelledby="reply-heading" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="reply-heading" className="font-bold text-slate-900">
        Reply to the customer
      </h2>
      <Form method="post" className="grid gap-2" preventScrollReset>
        <input type="hidden" name="intent" value="draft-reply" />
        <input type="hidden" name="leadId" value={leadId} />
        <Field id="reply-situation" label="The reply is to">
          <FieldControl>
            <select name="situation" defaultValue={reply?.situation ?? "details"} className={field}>
              {REPLY_SITUATIONS.map((situation) => (
                <option key={situation} value={situation}>
                  {SITUATION_LABELS[situation]}
                </option>
              ))}
            </select>
          </FieldControl>
        </Field>
        <Button type="submit" variant="outline" className="w-fit">
          Draft a reply
        </Button>
      </Form>
      {reply ? (
        <Form method="post" className="grid gap-2" preventScrollReset>
          <input type="hidden" name="intent" value="send-reply" />
          <input type="hidden" name="leadId" value={leadId} />
          <Field
            id="reply-body"
            label="Message"
            hint={reply.source ? `Drafted by ${SOURCE_LABELS[reply.source]}${reply.note ? `. ${reply.note}` : ""}. Read and edit it before sending.` : undefined}
            errors={reply.errors}
          >
            <FieldControl>
              <textarea name="body" defaultValue={reply.text} rows={12} maxLength={4000} className="rounded-md border border-slate-300 p-2 text-sm" />
            </FieldControl>
          </Field>
          {hasEmail ? (
            <Button type="submit" className="w-fit">
              Send
            </Button>
          ) : (
            <p className="text-sm text-slate-700">This customer gave no e-mail address: copy the message into a text or read it on a call.</p>
          )}
        </Form>
      ) : null}
    </section>
  );
}
