import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { readForm } from "~/forms/read-form.server";
import { acceptInvitationSchema, newPasswordSchema } from "~/auth/schemas";
import { failureStatus } from "~/db/client.server";
import { logger } from "~/utils/logger.server";

/**
 * The action of a page that sets a password from an e-mailed link (an invitation, a password
 * reset): reads and checks the new password and its confirmation, looks the link up, and only
 * for a valid link `apply`s it (hashing a password costs about 32 MiB and 100 ms: a made-up
 * link must not make the server pay that). `apply` answers the response of success, or null
 * when the link was used meanwhile: the form then says `expired`, as for an unknown link. The
 * password fields are never sent back. An invitation's form also asks the admin's name (`withName`).
 */
export async function setPasswordAction(
  request: Request,
  {
    expired,
    failure,
    linkValid,
    apply,
    withName = false,
  }: {
    expired: string;
    failure: string;
    linkValid: () => Promise<boolean>;
    apply: (password: string, name: string | undefined) => Promise<Response | null>;
    withName?: boolean;
  },
) {
  const schema = withName ? acceptInvitationSchema : newPasswordSchema;
  const read = await readForm(request, schema);
  if (!read.ok) return read.response;
  const submission = parseWithZod(read.form, { schema });
  const reply = (formErrors?: string[]) => ({ result: submission.reply({ formErrors, hideFields: ["password", "confirmPassword"] }) });
  if (submission.status !== "success") return data(reply(), { status: 400 });
  try {
    if (!(await linkValid())) return data(reply([expired]), { status: 400 });
    const value: { password: string; name?: string } = submission.value;
    return (await apply(value.password, value.name)) ?? data(reply([expired]), { status: 400 });
  } catch (error) {
    logger.error({ err: error }, failure);
    return data(reply(["An unexpected error occurred. Please try again."]), { status: failureStatus(error) });
  }
}
