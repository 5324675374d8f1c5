import type { MantineColor } from '@mantine/core';
import {
  IconBed,
  IconBrush,
  IconCalendarMonth,
  IconClock,
  IconMoon,
  IconSun,
  IconTool,
  type Icon,
} from '@tabler/icons-react';
import { isRoomStatusCode, RoomStatus, type RoomStatusCode } from '@frontdesk/domain';

export interface RoomStatusStyle {
  icon: Icon;
  color: MantineColor;
}

/** Icon and colour of each status; the stat cards use the same pairs. */
const styles: Record<RoomStatusCode, RoomStatusStyle> = {
  [RoomStatus.Available]: { icon: IconBed, color: 'teal' },
  [RoomStatus.FullNight]: { icon: IconMoon, color: 'violet' },
  [RoomStatus.Daycation]: { icon: IconSun, color: 'yellow' },
  [RoomStatus.Session]: { icon: IconClock, color: 'blue' },
  [RoomStatus.Housekeeping]: { icon: IconBrush, color: 'orange' },
  [RoomStatus.Maintenance]: { icon: IconTool, color: 'gray' },
  [RoomStatus.LongStay]: { icon: IconCalendarMonth, color: 'cyan' },
};

/** An unknown status is shown as Available (SPEC.md section 4). */
export const roomStatusStyle = (status: number): RoomStatusStyle =>
  styles[isRoomStatusCode(status) ? status : RoomStatus.Available];
