import { ShieldAlertIcon } from "lucide-react";
import { useEffect } from "react";
import { Form, Link } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";

/** A signed-in account that is not an active admin (spec §2, §8): told so, with the way home. */
export function AccessDenied({ email }: { email: string }) {
  useEffect(() => {
    const id = setTimeout(
      () => toast.error("Access Denied", { description: "You don't have admin access to this dashboard." }),
      0,
    );
    return () => clearTimeout(id);
  }, []);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-slate-50 px-4 py-10 text-center">
      <ShieldAlertIcon className="size-12 text-red-600" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Access Denied</h1>
      <p className="max-w-md text-slate-700">You don&apos;t have permission to access this admin dashboard.</p>
      <Button asChild size="lg">
        <Link to="/">Return Home</Link>
      </Button>
      <Form method="post" action="/admin/logout" className="text-sm text-slate-700">
        Signed in as {email}.{" "}
        <button type="submit" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
          Sign out
        </button>
      </Form>
    </main>
  );
}
