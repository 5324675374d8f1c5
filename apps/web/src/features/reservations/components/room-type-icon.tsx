import { ThemeIcon } from '@mantine/core';
import { stayTypeLook } from '../../../components/stay-type-look.ts';

export interface RoomTypeIconProps {
  roomType: string;
  /** Read by screen readers, e.g. 'Full Night'. */
  label: string;
}

export const RoomTypeIcon = ({ roomType, label }: RoomTypeIconProps) => {
  const { icon: TypeIcon, color } = stayTypeLook(roomType);
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
