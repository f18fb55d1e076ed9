import { SparklesIcon } from "lucide-react";
import type { Route } from "./+types/ai-tools";
import { requireAdmin } from "~/auth/guards.server";
import { adminMeta } from "~/components/admin/meta";
import { TabError } from "~/components/admin/tab-error";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "AI Tools");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AiToolsTab() {
  return (
    <section aria-labelledby="ai-tools-heading" className="flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white px-6 py-16 text-center shadow-sm">
      <SparklesIcon className="size-10 text-brand-600" aria-hidden="true" />
      <h2 id="ai-tools-heading" className="text-xl font-bold text-slate-900">
        AI Tools Coming Soon
      </h2>
      <p className="max-w-xl text-slate-700">
        Tools for social media content creation, lead qualification and customer communication are in development.
      </p>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TabError error={error} denied="Access Denied" unexpected="An error occurred while loading the admin dashboard." />;
}
