import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { swapPriceChange, type Guest, type Room, type StayType } from '@frontdesk/domain';
import { hotelDetailsQueryOptions } from '../../../components/receipt/hotel-details.ts';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { useRoomTypeName } from '../../../i18n/room-type-name.ts';
import { pricesOfRoom } from '../utils/stay-texts.ts';
import '../../../i18n/desk-dialog-texts.ts';

/**
 * What a move to a room of another type does to the stay's price (ADR 073): the difference for
 * the nights left, from the domain's `swapPriceChange` on the hotel's prices, nights rule and swap
 * rule, the figure the server charges; and what the rule does with it. Nothing for one type.
 */
export const SwapPriceNote = ({
  guest,
  from,
  to,
}: {
  guest: Guest | undefined;
  from: Room;
  to: Room | undefined;
}) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const typeName = useRoomTypeName();
  const hotel = useQuery(hotelDetailsQueryOptions()).data;
  if (!guest || !to || !hotel) return null;
  const change = swapPriceChange({
    stay: {
      stayType: guest.RoomType as StayType,
      extraBed: guest.Extrabed,
      isForeigner: guest.IsForeigner,
      departure: new Date(guest.CheckoutDate),
    },
    from: { roomTypeId: from.RoomTypeID, prices: pricesOfRoom(from) },
    to: { roomTypeId: to.RoomTypeID, prices: pricesOfRoom(to) },
    at: new Date(),
    times: { timeZone: hotel.timeZone, arrivalDayHour: hotel.arrivalDayHour },
    rule: hotel.swapPriceRule,
  });
  if (change.kind === 'same-type') return null;
  const lines =
    change.kind === 'not-by-type'
      ? [t('stays.swap.price.notByType')]
      : change.kind === 'unpriced'
        ? [t('stays.swap.price.unpriced'), t('stays.swap.price.kept')]
        : [
            change.nights === 0
              ? t('stays.swap.price.noNightsLeft')
              : t(
                  change.difference > 0
                    ? 'stays.swap.price.dearer'
                    : change.difference < 0
                      ? 'stays.swap.price.cheaper'
                      : 'stays.swap.price.same',
                  {
                    type: typeName(to.RoomType.Type),
                    amount: format.kyat(Math.abs(change.difference)),
                    count: change.nights,
                  },
                ),
            change.charge > 0
              ? t('stays.swap.price.charged', {
                  amount: format.kyat(change.charge),
                  count: change.nights,
                })
              : t('stays.swap.price.kept'),
          ];
  return (
    <Alert
      color={change.kind === 'priced' && change.charge > 0 ? 'yellow' : 'gray'}
      p="xs"
      data-testid="swap-price"
    >
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Alert>
  );
};
