import type { ReactNode } from "react";

/**
 * The public pages' icons: a few strokes each, drawn on a 24-unit grid. Decorative only
 * (aria-hidden); the text next to them carries the meaning.
 */
function icon(paths: ReactNode, filled = false) {
  return function Icon({ className }: { className?: string }) {
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className={className}
        fill={filled ? "currentColor" : "none"}
        stroke={filled ? "none" : "currentColor"}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {paths}
      </svg>
    );
  };
}

export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);
export const ChevronLeftIcon = icon(<path d="m15 6-6 6 6 6" />);
export const ChevronRightIcon = icon(<path d="m9 6 6 6-6 6" />);
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
export const CheckCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="m8 12.5 2.8 2.8L16.5 9.5" />
  </>,
);
export const PhoneIcon = icon(
  <path d="M5 3.5h3.2l1.8 4.6-2.3 1.5a11.5 11.5 0 0 0 6.7 6.7l1.5-2.3 4.6 1.8V19a2 2 0 0 1-2.1 2A17 17 0 0 1 3 5.6a2 2 0 0 1 2-2.1Z" />,
);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 7 8.5 6 8.5-6" />
  </>,
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7v5l3.5 2" />
  </>,
);
export const MapPinIcon = icon(
  <>
    <path d="M12 21.5s-7-6.3-7-11.5a7 7 0 0 1 14 0c0 5.2-7 11.5-7 11.5Z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);
export const StarIcon = icon(
  <path d="m12 2.5 2.9 6.1 6.6.8-4.9 4.5 1.3 6.6L12 17.2l-5.9 3.3 1.3-6.6-4.9-4.5 6.6-.8Z" />,
  true,
);
export const ShieldCheckIcon = icon(
  <>
    <path d="M12 2.5 4 5.5v6c0 5 3.4 8.6 8 10 4.6-1.4 8-5 8-10v-6Z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </>,
);
export const TagIcon = icon(
  <>
    <path d="M3 12.2V4a1 1 0 0 1 1-1h8.2l8.6 8.6a1.5 1.5 0 0 1 0 2.1l-7.1 7.1a1.5 1.5 0 0 1-2.1 0Z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </>,
);
export const ThumbsUpIcon = icon(
  <path d="M7 10.5V21H4a1 1 0 0 1-1-1v-8.5a1 1 0 0 1 1-1Zm0 0 4-7.5a2.6 2.6 0 0 1 3 3.2l-.9 3.8h5.6a2 2 0 0 1 2 2.4l-1.5 7A2 2 0 0 1 17.2 21H7" />,
);
export const WrenchIcon = icon(
  <path d="M14.7 6.3a4.5 4.5 0 0 1 5.8-4.1l-3 3 .5 2.3 2.3.5 3-3a4.5 4.5 0 0 1-6.2 5.4L8 19.5a2.1 2.1 0 0 1-3-3Z" />,
);
export const PauseIcon = icon(<path d="M9 5v14M15 5v14" />);
export const PlayIcon = icon(<path d="M8 4.5v15l12-7.5Z" />, true);
