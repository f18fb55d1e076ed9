import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { toast } from "sonner";
import { ADMIN_ROLES, DEFAULT_INVITE_ROLE } from "~/auth/roles";
import { inviteSchema } from "~/admins/schemas";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { FieldMessages, FormAlert } from "~/components/form-field";
import { withoutKey } from "~/components/conform";

export type InviteActionData = { result: SubmissionResult<string[]> };

/**
 * 'Invite New Admin' (spec §2). Opened by the URL (?invite=1), so the same dialog works
 * without JavaScript: it is rendered in place, and closing it is a link back to the list.
 */
export function InviteDialog({ open, actionData }: { open: boolean; actionData: InviteActionData | undefined }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "invite";
  const [form, fields] = useForm({
    id: "invite-admin",
    lastResult: actionData?.result,
    constraint: getZodConstraint(inviteSchema),
    defaultValue: { role: DEFAULT_INVITE_ROLE },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inviteSchema }),
  });

  const serverError = actionData?.result.error?.[""]?.[0];
  useEffect(() => {
    if (!serverError) return;
    const id = setTimeout(() => toast.error(serverError), 0);
    return () => clearTimeout(id);
  }, [serverError, actionData]);

  const close = () => navigate("/admin/users", { replace: true, preventScrollReset: true });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent portal={false} aria-describedby="invite-admin-description">
        <DialogHeader>
          <DialogTitle>Invite New Admin</DialogTitle>
          <DialogDescription id="invite-admin-description">
            We&apos;ll e-mail them a link to choose a password. The account stays inactive until they do.
          </DialogDescription>
        </DialogHeader>
        <Form method="post" action="/admin/users?invite=1" {...getFormProps(form)} className="grid gap-5">
          <input type="hidden" name="intent" value="invite" />
          <FormAlert errors={serverError ? [serverError] : undefined} />
          <div className="grid gap-2">
            <Label htmlFor={fields.email.id}>Email Address</Label>
            <Input
              {...withoutKey(getInputProps(fields.email, { type: "email" }))}
              autoComplete="off"
              placeholder="name@example.com"
            />
            <FieldMessages id={fields.email.errorId} errors={fields.email.errors} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={fields.role.id}>Role</Label>
            <NativeSelect {...withoutKey(getSelectProps(fields.role))}>
              {ADMIN_ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </NativeSelect>
            <FieldMessages id={fields.role.errorId} errors={fields.role.errors} />
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to="/admin/users" replace preventScrollReset>
                Cancel
              </Link>
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? "Sending..." : "Send Invitation"}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
