import type { MantineColor } from '@mantine/core';
import { IconBed, IconClock, IconMoon, IconSun, type Icon } from '@tabler/icons-react';
import type { StayType } from '@frontdesk/domain';

export interface StayTypeLook {
  icon: Icon;
  color: MantineColor;
}

/** SPEC.md section 2: full-night moon/purple, daycation sun/yellow, session clock/blue, other bed/black. */
const looks: Partial<Record<StayType, StayTypeLook>> = {
  'full-night': { icon: IconMoon, color: 'violet' },
  daycation: { icon: IconSun, color: 'yellow' },
  session: { icon: IconClock, color: 'blue' },
};
const otherLook: StayTypeLook = { icon: IconBed, color: 'dark' };

/** The icon and colour of a stay type (the reservation rows, the booking calendar's bars). */
export const stayTypeLook = (stayType: string): StayTypeLook =>
  looks[stayType as StayType] ?? otherLook;
