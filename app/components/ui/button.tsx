import { Slot } from "@radix-ui/react-slot";
import type * as React from "react";
import { buttonClass, type ButtonStyle } from "~/components/button-styles";

export type ButtonProps = React.ComponentProps<"button"> & Omit<ButtonStyle, "className"> & { asChild?: boolean };

/** A button (or, with `asChild`, the link inside it) in the site's one button look (button-styles). */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={buttonClass({ variant, size, className })} {...props} />;
}
