import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

const widths = { "3xl": "max-w-3xl", "5xl": "max-w-5xl", "7xl": "max-w-7xl" };

type SectionProps = {
  /** The title's id, which names the section. */
  titleId: string;
  title: string;
  /** The section's own id, where a link leads to it. */
  id?: string;
  className?: string;
  width?: keyof typeof widths;
  children: ReactNode;
};

function Section({ titleId, id, className, width = "7xl", children }: Omit<SectionProps, "title">) {
  return (
    <section id={id} aria-labelledby={titleId} className={className}>
      <div className={`mx-auto ${widths[width]} px-4 sm:px-6 lg:px-8`}>{children}</div>
    </section>
  );
}

const titleSizes = { sm: "text-2xl", md: "text-3xl", lg: "text-3xl sm:text-4xl" };

/** A section of a page under its centred title (h2), `lg` growing from small screens up. */
export function TitledSection({ title, size = "md", children, ...section }: SectionProps & { size?: keyof typeof titleSizes }) {
  return (
    <Section {...section}>
      <h2
        id={section.titleId}
        className={`text-center ${titleSizes[size]} font-bold tracking-tight text-slate-900`}
        data-reveal=""
      >
        {title}
      </h2>
      {children}
    </Section>
  );
}

/** A section of a page under its section heading: an eyebrow, the title and a subtitle. */
export function IntroSection({
  eyebrow,
  title,
  subtitle,
  children,
  ...section
}: SectionProps & { eyebrow?: string; subtitle?: string }) {
  return (
    <Section {...section}>
      <SectionHeading id={section.titleId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
      {children}
    </Section>
  );
}

/** A section of a page in two columns on large screens: its title (h2) over `children` in the first, `aside` beside them. */
export function SplitSection({
  titleId,
  title,
  className,
  gap,
  aside,
  children,
}: {
  titleId: string;
  title: string;
  className: string;
  gap: "gap-10" | "gap-12";
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <div className={`mx-auto grid max-w-7xl ${gap} px-4 sm:px-6 lg:grid-cols-2 lg:px-8`}>
        <div data-reveal="">
          <h2 id={titleId} className="text-3xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
