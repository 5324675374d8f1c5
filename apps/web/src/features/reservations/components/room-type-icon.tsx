import { ThemeIcon, type MantineColor } from '@mantine/core';
import { IconBed, IconClock, IconMoon, IconSun, type Icon } from '@tabler/icons-react';
import type { StayType } from '@frontdesk/domain';

interface RoomTypeLook {
  icon: Icon;
  color: MantineColor;
}

/** SPEC.md section 2: full-night moon/purple, daycation sun/yellow, session clock/blue, other bed/black. */
const looks: Partial<Record<StayType, RoomTypeLook>> = {
  'full-night': { icon: IconMoon, color: 'violet' },
  daycation: { icon: IconSun, color: 'yellow' },
  session: { icon: IconClock, color: 'blue' },
};
const otherLook: RoomTypeLook = { icon: IconBed, color: 'dark' };

export const roomTypeLook = (roomType: string): RoomTypeLook =>
  looks[roomType as StayType] ?? otherLook;

export interface RoomTypeIconProps {
  roomType: string;
  /** Read by screen readers, e.g. 'Full Night'. */
  label: string;
}

export const RoomTypeIcon = ({ roomType, label }: RoomTypeIconProps) => {
  const { icon: TypeIcon, color } = roomTypeLook(roomType);
  return (
    <ThemeIcon
      color={color}
      variant="light"
      size="lg"
      radius="md"
      role="img"
      aria-label={label}
      data-room-type={roomType}
    >
      <TypeIcon size={20} aria-hidden />
    </ThemeIcon>
  );
};
