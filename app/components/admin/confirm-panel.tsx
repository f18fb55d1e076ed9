import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import type { ConfirmStep } from "~/forms/confirm";
import { Button } from "~/components/ui/button";

/**
 * The second step of a consequential form (decision 060): the question, what will happen, the
 * button that posts the same fields again with `confirm=1`, and Cancel (the page as it was).
 * Rendered by the page from its action's answer, so it is the same with or without JavaScript.
 */
export function ConfirmPanel({ step, destructive = true }: { step: ConfirmStep; destructive?: boolean }) {
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [step]);
  return (
    <section
      aria-labelledby="confirm-heading"
      className="grid gap-3 rounded-xl border-2 border-amber-400 bg-amber-50 p-4 text-slate-900 shadow-sm"
      data-confirm-panel
    >
      <h3 id="confirm-heading" ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
        {step.question}
      </h3>
      <p className="text-sm">{step.detail}</p>
      <Form method="post" className="flex flex-wrap items-center gap-3" preventScrollReset>
        {Object.entries(step.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="confirm" value="1" />
        <Button type="submit" variant={destructive ? "destructive" : "default"}>
          {step.label}
        </Button>
        <Link to={`${location.pathname}${location.search}`} className="font-semibold text-brand-700 underline underline-offset-4" preventScrollReset>
          Cancel
        </Link>
      </Form>
    </section>
  );
}
