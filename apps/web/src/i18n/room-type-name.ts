import { useTranslation } from 'react-i18next';

const namedTypes = ['standard', 'family'] as const;
const isNamedType = (name: string): name is (typeof namedTypes)[number] =>
  (namedTypes as readonly string[]).includes(name);

/**
 * A room type's name for the screen: the demo types 'standard' and 'family' in the desk's
 * language, any type an owner named (issue 18) as they wrote it.
 */
export const useRoomTypeName = () => {
  const { t } = useTranslation();
  return (name: string): string => (isNamedType(name) ? t(`rooms.roomTypes.${name}`) : name);
};
