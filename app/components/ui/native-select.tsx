import { ChevronDownIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "~/utils/cn";

/** A styled native <select>: works without JavaScript and with every assistive technology. */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(
          "flex h-11 w-full appearance-none rounded-md border border-slate-300 bg-white py-2 pr-10 pl-3 text-base text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-600",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600" aria-hidden="true" />
    </div>
  );
}
