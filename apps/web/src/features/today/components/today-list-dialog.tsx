import { Button, Group, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Arrival, InHouseGuest, TodayAtGlance } from '@frontdesk/domain';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { addPageTexts } from '../../../i18n/page-texts.ts';
import { todayListTexts as en } from '../../../i18n/en/today-list.ts';
import { todayListTexts as my } from '../../../i18n/my/today-list.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import type { TodayList } from './today-strip.tsx';

addPageTexts({ en, my });

export interface TodayListDialogProps {
  opened: boolean;
  onClose: () => void;
  list: TodayList;
  /** The strip's answer: the list stays live with it. */
  today: TodayAtGlance | undefined;
}

const guestsOf = (list: Exclude<TodayList, 'arrivals'>, guests: InHouseGuest[]) =>
  list === 'inHouse'
    ? guests
    : guests.filter((g) => (list === 'overdue' ? g.Overdue : g.DueOutToday));

type Column = 'room' | 'guest' | 'phone' | 'stay' | 'rooms' | 'checkIn' | 'checkOut';

/** A list's column headings, and what its rows need to write times on the hotel's clock. */
const useListTable = (columns: Column[]) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const timeZone = useHotelTimeZone();
  const head = (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column}>{t(`todayList.${column}`)}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
  return { t, format, timeZone, head };
};

const ArrivalRows = ({ arrivals }: { arrivals: Arrival[] }) => {
  const { t, format, timeZone, head } = useListTable([
    'guest',
    'phone',
    'stay',
    'rooms',
    'checkIn',
    'checkOut',
  ]);
  return (
    <>
      {head}
      <Table.Tbody>
        {arrivals.map((a) => (
          <Table.Tr key={a.ID} data-testid="today-row">
            <Table.Td>{a.Name}</Table.Td>
            <Table.Td>{a.Phone}</Table.Td>
            <Table.Td>{t(`reservations.roomTypes.${a.RoomType}`)}</Table.Td>
            <Table.Td>
              {a.RoomsToCheckIn === a.RoomCount
                ? format.number(a.RoomCount)
                : t('todayList.roomsLeft', {
                    left: format.number(a.RoomsToCheckIn),
                    count: format.number(a.RoomCount),
                  })}
            </Table.Td>
            <Table.Td>{format.clockTime(new Date(a.CheckinDate), timeZone)}</Table.Td>
            <Table.Td>{format.dateTime(new Date(a.CheckoutDate), timeZone)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
};

const GuestRows = ({ guests }: { guests: InHouseGuest[] }) => {
  const { t, format, timeZone, head } = useListTable([
    'room',
    'guest',
    'phone',
    'stay',
    'checkOut',
  ]);
  return (
    <>
      {head}
      <Table.Tbody>
        {guests.map((g) => (
          <Table.Tr key={g.GuestID} data-testid="today-row">
            <Table.Td fw={700}>{g.RoomNumber}</Table.Td>
            <Table.Td>{g.Name}</Table.Td>
            <Table.Td>{g.Phone}</Table.Td>
            <Table.Td>{t(`reservations.roomTypes.${g.RoomType}`)}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                {format.dateTime(new Date(g.CheckoutDate), timeZone)}
                {g.Overdue ? (
                  <Text span size="sm" fw={700} c="red.8">
                    {t('today.overdue')}
                  </Text>
                ) : null}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
};

/** One of today's lists (arrivals, departures, overdue, in house), live with the strip. */
export const TodayListDialog = ({ opened, onClose, list, today }: TodayListDialogProps) => {
  const { t } = useTranslation();
  const guests = list === 'arrivals' ? [] : guestsOf(list, today?.InHouse ?? []);
  const empty = list === 'arrivals' ? today?.Arrivals.length === 0 : guests.length === 0;
  return (
    <Modal opened={opened} onClose={onClose} title={t(`today.${list}`)} size="xl" centered>
      {today === undefined ? (
        <Text c="dimmed">{t('common.loading')}</Text>
      ) : empty ? (
        <Text c="dimmed">{t(`todayList.empty.${list}`)}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            {list === 'arrivals' ? (
              <ArrivalRows arrivals={today.Arrivals} />
            ) : (
              <GuestRows guests={guests} />
            )}
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('todayList.close')}
        </Button>
      </Group>
    </Modal>
  );
};
