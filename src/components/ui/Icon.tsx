import {
  Briefcase,
  CalendarDays,
  ChartLine,
  Check,
  ClipboardCheck,
  Clock,
  Film,
  Globe,
  GraduationCap,
  Heart,
  Laptop,
  Layers,
  Lightbulb,
  Megaphone,
  Mic,
  Play,
  Presentation,
  Quote,
  Shapes,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Target,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "../../lib/icon-names";

const icons: Record<IconName, LucideIcon> = {
  sparkles: Sparkles,
  laptop: Laptop,
  film: Film,
  training: Presentation,
  briefcase: Briefcase,
  graduation: GraduationCap,
  megaphone: Megaphone,
  calendar: CalendarDays,
  quote: Quote,
  shapes: Shapes,
  phone: Smartphone,
  heart: Heart,
  shield: ShieldCheck,
  play: Play,
  users: Users,
  chart: ChartLine,
  check: Check,
  clock: Clock,
  target: Target,
  layers: Layers,
  lightbulb: Lightbulb,
  clipboard: ClipboardCheck,
  globe: Globe,
  mic: Mic,
};

interface IconProps {
  name: string | null | undefined;
  size?: number;
}

/** A decorative content icon; the text beside it carries the meaning. */
export function Icon({ name, size = 24 }: IconProps) {
  const Glyph = icons[(name ?? "check") as IconName] ?? Check;
  return <Glyph size={size} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
