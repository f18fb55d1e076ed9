import { LoaderCircleIcon } from "lucide-react";
import { cn } from "~/utils/cn";

/** A spinner with its text, announced politely to screen readers. */
export function AdminLoading({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn("flex flex-col items-center justify-center gap-3 py-16 text-slate-700", className)}>
      <LoaderCircleIcon className="size-8 animate-spin text-brand-600 motion-reduce:animate-none" aria-hidden="true" />
      <p className="text-base">{label}</p>
    </div>
  );
}
