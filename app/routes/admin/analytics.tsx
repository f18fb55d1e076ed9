import { BarChart3Icon, MousePointerClickIcon, StarIcon } from "lucide-react";
import type { Route } from "./+types/analytics";
import { requireAdmin } from "~/auth/guards.server";
import { adminMeta } from "~/components/admin/meta";
import { TabError } from "~/components/admin/tab-error";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Analytics");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

const CARDS = [
  { title: "Page Views", Icon: BarChart3Icon },
  { title: "Conversions", Icon: MousePointerClickIcon },
  { title: "Lead Quality", Icon: StarIcon },
];

export default function AnalyticsTab() {
  return (
    <section aria-labelledby="analytics-heading" className="grid gap-5">
      <h2 id="analytics-heading" className="text-xl font-bold text-slate-900">
        Analytics
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map(({ title, Icon }) => (
          <Card key={title}>
            <CardHeader className="flex-row items-center justify-between">
              <CardTitle>{title}</CardTitle>
              <Icon className="size-5 text-slate-500" aria-hidden="true" />
            </CardHeader>
            <CardContent>
              <p className="text-2xl font-bold text-slate-700">Coming Soon</p>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TabError error={error} denied="Access Denied" unexpected="An error occurred while loading the admin dashboard." />;
}
