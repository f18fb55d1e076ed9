import {
  ArrowRight,
  CalendarDays,
  CircleCheck,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Clock,
  Globe,
  Mail,
  MapPin,
  Menu,
  Pause,
  Phone,
  Play,
  ShieldCheck,
  Star,
  Tag,
  ThumbsUp,
  Wrench,
  X,
  type LucideProps,
} from "lucide-react";

/**
 * The public pages' icons: lucide's, the one icon set of the site (the admin uses it too).
 * Decorative only (lucide marks them aria-hidden); the text next to them carries the meaning.
 */
export const ArrowRightIcon = ArrowRight;
export const CalendarIcon = CalendarDays;
export const ChevronDownIcon = ChevronDown;
export const ChevronLeftIcon = ChevronLeft;
export const ChevronRightIcon = ChevronRight;
export const MenuIcon = Menu;
export const CloseIcon = X;
export const CheckCircleIcon = CircleCheck;
export const PhoneIcon = Phone;
export const MailIcon = Mail;
export const ClockIcon = Clock;
export const GlobeIcon = Globe;
export const MapPinIcon = MapPin;
export const ShieldCheckIcon = ShieldCheck;
export const TagIcon = Tag;
export const ThumbsUpIcon = ThumbsUp;
export const WrenchIcon = Wrench;
export const PauseIcon = Pause;
export const StarIcon = (props: LucideProps) => <Star fill="currentColor" strokeWidth={0} {...props} />;
export const PlayIcon = (props: LucideProps) => <Play fill="currentColor" {...props} />;
