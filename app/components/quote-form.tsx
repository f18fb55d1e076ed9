import { Form, useNavigation } from "react-router";
import { serviceNav } from "~/content/site";
import { buttonClass, cx, fieldClass, labelClass } from "./button-styles";

function Required() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  );
}

/**
 * The home page's free-quote form (plain fields styled like ui/input, ui/label and ui/textarea,
 * which would bring tailwind-merge into the home page's bundle): a real POST form (it works before JavaScript loads),
 * checked by the browser (required fields, tel and email types). `website` is a honeypot.
 */
export function QuoteForm() {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting" && navigation.formMethod === "POST";

  return (
    <Form method="post" className="grid gap-5 sm:grid-cols-2">
      <div className="grid gap-2">
        <label className={labelClass} htmlFor="quote-name">
          Full Name
          <Required />
        </label>
        <input
          className={cx(fieldClass, "h-11")}
          id="quote-name"
          name="name"
          type="text"
          autoComplete="name"
          placeholder="Jane Smith"
          required
        />
      </div>
      <div className="grid gap-2">
        <label className={labelClass} htmlFor="quote-phone">
          Phone Number
          <Required />
        </label>
        <input
          className={cx(fieldClass, "h-11")}
          id="quote-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder="(555) 123-4567"
          required
        />
      </div>
      <div className="grid gap-2">
        <label className={labelClass} htmlFor="quote-email">
          Email Address
          <Required />
        </label>
        <input
          className={cx(fieldClass, "h-11")}
          id="quote-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="jane@example.com"
          required
        />
      </div>
      <div className="grid gap-2">
        <label className={labelClass} htmlFor="quote-service">
          Service Needed
          <Required />
        </label>
        <input
          className={cx(fieldClass, "h-11")}
          id="quote-service"
          name="service"
          type="text"
          list="quote-service-options"
          placeholder="e.g. TV Mounting"
          required
        />
        <datalist id="quote-service-options">
          {serviceNav.map((service) => (
            <option key={service.slug} value={service.label} />
          ))}
        </datalist>
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <label className={labelClass} htmlFor="quote-description">
          Project Details
        </label>
        <textarea
          className={cx(fieldClass, "min-h-28")}
          id="quote-description"
          name="description"
          rows={4}
          placeholder="Tell us about the job: what needs doing, where, and any timing preferences."
        />
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor="quote-website">Website</label>
        <input id="quote-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          className={buttonClass({ variant: "accent", size: "lg", className: "w-full sm:w-auto" })}
          disabled={isSubmitting}
        >
          {isSubmitting ? "Submitting..." : "Get My Free Quote"}
        </button>
        <p className="mt-3 text-sm text-slate-600">We'll contact you within 24 hours. Fields marked * are required.</p>
      </div>
    </Form>
  );
}
