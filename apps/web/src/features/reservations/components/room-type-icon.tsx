import { stayTypeLook } from '../../../components/stay-type-look.ts';
import { lightThemeIconProps, plainIcon } from '../../../components/plain/boxes.ts';

export interface RoomTypeIconProps {
  roomType: string;
  /** Read by screen readers, e.g. 'Full Night'. */
  label: string;
}

/**
 * Mantine's ThemeIcon as a plain element with its classes: with the stat cards' and revenue
 * lines', the dashboard's last ThemeIcons, so its code is not loaded with it (ADR 056).
 */
export const RoomTypeIcon = ({ roomType, label }: RoomTypeIconProps) => {
  const { icon, color } = stayTypeLook(roomType);
  return (
    <div
      {...lightThemeIconProps(color, 'lg', 'md')}
      role="img"
      aria-label={label}
      data-room-type={roomType}
    >
      {plainIcon(icon, { size: 20, 'aria-hidden': true })}
    </div>
  );
};
