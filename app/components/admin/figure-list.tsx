import { Card, CardContent } from "~/components/ui/card";
import { cn } from "~/utils/cn";

/** One figure of the Analytics tab: what it counts, the figure, and a note on what it includes. */
export type Figure = { title: string; value: string; note?: string };

/**
 * The Analytics tab's figures (key figures, quotes, money), one list item each, named by
 * `data-figure` for the tests; `boxed` sets each in a card of its own (the key figures at the top).
 */
export function FigureList({ figures, className, boxed = false, ...label }: { figures: Figure[]; className: string; boxed?: boolean } & ({ "aria-label": string } | { "aria-labelledby": string })) {
  return (
    <ul className={cn("grid gap-4", className)} {...label}>
      {figures.map((figure) => {
        const body = (
          <>
            <p className="text-sm font-semibold text-slate-600">{figure.title}</p>
            <p className="text-2xl font-bold text-slate-900" data-figure={figure.title}>
              {figure.value}
            </p>
            {figure.note ? <p className="text-sm text-slate-600">{figure.note}</p> : null}
          </>
        );
        return boxed ? (
          <li key={figure.title}>
            <Card className="h-full">
              <CardContent className="grid gap-1 pt-6">{body}</CardContent>
            </Card>
          </li>
        ) : (
          <li key={figure.title} className="grid gap-1">
            {body}
          </li>
        );
      })}
    </ul>
  );
}
