import type { BenefitIcon, SectionIcon } from '@careers/shared/client';
import type { SvgIconComponent } from '@mui/icons-material';
import AttachMoney from '@mui/icons-material/AttachMoney';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Bolt from '@mui/icons-material/Bolt';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import ChildCare from '@mui/icons-material/ChildCare';
import Coffee from '@mui/icons-material/Coffee';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Favorite from '@mui/icons-material/Favorite';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import Groups from '@mui/icons-material/Groups';
import Home from '@mui/icons-material/Home';
import Laptop from '@mui/icons-material/Laptop';
import Lightbulb from '@mui/icons-material/Lightbulb';
import Psychology from '@mui/icons-material/Psychology';
import Savings from '@mui/icons-material/Savings';
import Schedule from '@mui/icons-material/Schedule';
import School from '@mui/icons-material/School';
import Shield from '@mui/icons-material/Shield';
import Star from '@mui/icons-material/Star';
import TrackChanges from '@mui/icons-material/TrackChanges';
import TrendingUp from '@mui/icons-material/TrendingUp';

/**
 * The stored icon names are Lucide's; the back office draws them with the closest MUI icon (the
 * public site keeps Lucide's own).
 */
export const CONTENT_ICONS: Record<BenefitIcon | SectionIcon, SvgIconComponent> = {
  Heart: Favorite,
  Clock: Schedule,
  DollarSign: AttachMoney,
  GraduationCap: School,
  Calendar: CalendarMonth,
  PiggyBank: Savings,
  Dumbbell: FitnessCenter,
  Users: Groups,
  Laptop,
  TrendingUp,
  Baby: ChildCare,
  Brain: Psychology,
  Award: EmojiEvents,
  Coffee,
  Home,
  Shield,
  Zap: Bolt,
  Gift: CardGiftcard,
  Star,
  Sparkles: AutoAwesome,
  Target: TrackChanges,
  Lightbulb,
};
