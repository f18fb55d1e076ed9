import { Link } from "react-router";
import { TextReplyForm } from "~/components/admin/text-reply-form";
import { INBOX_MESSAGES } from "~/texting/inbox-schema";
import { LeadCard } from "./lead-parts";

/** A refused text from the lead's page: the messages and what was typed. */
export type LeadTextFailure = { errors: string[]; body: string };

/**
 * The lead's page's "Text the customer" (decision 088): the reply form, or why no text can go
 * (the number said STOP; it never texted us and its requests never agreed to texts), and the
 * number's thread in the Inbox.
 */
export function LeadTextCard({ texting, failure }: { texting: { digits: string; optedOut: boolean; allowed: boolean }; failure?: LeadTextFailure }) {
  return (
    <LeadCard id="text-heading" title="Text the customer">
      {texting.optedOut || !texting.allowed ? (
        <p role="status" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {texting.optedOut ? INBOX_MESSAGES.optedOut : INBOX_MESSAGES.noConsent}
        </p>
      ) : (
        <TextReplyForm id="lead-text" label="Text" submit="Send text" intent="text" errors={failure?.errors} body={failure?.body} />
      )}
      <Link to={`/admin/inbox/${texting.digits}`} className="text-sm font-medium text-brand-700 underline underline-offset-2">
        Texts with this number
      </Link>
    </LeadCard>
  );
}
