import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/utils/cn";

export const badgeVariants = cva("inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    variant: {
      default: "border-transparent bg-brand-600 text-white",
      secondary: "border-transparent bg-slate-100 text-slate-900",
      purple: "border-transparent bg-purple-700 text-white",
      success: "border-transparent bg-green-100 text-green-900",
      warning: "border-transparent bg-amber-100 text-amber-900",
      destructive: "border-transparent bg-red-100 text-red-900",
      outline: "border-slate-300 text-slate-800",
    },
  },
  defaultVariants: { variant: "default" },
});

export function Badge({ className, variant, ...props }: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
