import { useState } from 'react';
import { Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ListStates } from '../../../components/list-states.tsx';
import { businessDate, type IsoDate, type RegisterEntry } from '@frontdesk/domain';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { downloadExport } from '../../../lib/download-export.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { useOvernightGuestList } from '../api/register.ts';
import '../texts.ts';
import classes from './overnight-guest-list.module.css';
import { PhoneCards } from '../../../components/phone-cards.tsx';

/**
 * /admin/register: the Overnight Guest List the law asks for (ADR 043): everyone staying the
 * night of a date (tonight first), with NRC or passport, nationality and the stay's dates; Print
 * puts it alone on an A4 page.
 */
export const OvernightGuestListPage = () => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const timeZone = useHotelTimeZone();
  const [night, setNight] = useState<IsoDate>(() => businessDate(new Date(), timeZone));
  const list = useOvernightGuestList(night);
  const guests = list.data?.guests ?? [];
  const [downloading, setDownloading] = useState(false);

  /** The night's list as CSV (the register export of one night), for the immigration office. */
  const download = async () => {
    setDownloading(true);
    try {
      await downloadExport('register', { from: night, to: night });
    } catch {
      notifications.show({
        color: 'red',
        title: t('dialogs.error'),
        message: t('overnightList.csvFailed'),
      });
    } finally {
      setDownloading(false);
    }
  };

  const idDocument = (guest: RegisterEntry) =>
    guest.isForeigner && guest.passportNumber
      ? t('overnightList.passport', { number: guest.passportNumber })
      : guest.nationalId;
  const nationality = (guest: RegisterEntry) =>
    guest.isForeigner ? (guest.nationality ?? '') : t('overnightList.local');
  // Only a foreign guest is reported (ADR 043): when, and who marked it.
  const reported = (guest: RegisterEntry) => {
    if (!guest.isForeigner) return '';
    if (!guest.immigrationReportedAt) return t('overnightList.notReported');
    const when = format.dateTime(new Date(guest.immigrationReportedAt), timeZone);
    return guest.immigrationReportedBy
      ? t('overnightList.reportedBy', { when, name: guest.immigrationReportedBy })
      : when;
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="md" className={classes.sheet}>
        <Group justify="space-between" align="end">
          <div>
            <Title order={2} size="h4">
              {t('overnightList.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('overnightList.night')} {format.date(night)}
              {list.data ? ` · ${t('overnightList.count', { count: guests.length })}` : ''}
            </Text>
          </div>
          <Group gap="sm" align="end" className={classes.controls}>
            <DateInput
              label={t('overnightList.night')}
              value={night}
              size="sm"
              w={160}
              onChange={(value) => {
                if (value) setNight(value.slice(0, 10) as IsoDate);
              }}
            />
            <Button
              variant="light"
              loading={downloading}
              disabled={!list.data || guests.length === 0}
              onClick={() => void download()}
            >
              {t('overnightList.csv')}
            </Button>
            <Button onClick={() => window.print()} disabled={!list.data || guests.length === 0}>
              {t('overnightList.print')}
            </Button>
          </Group>
        </Group>
        <ListStates
          failed={list.isError}
          pending={list.isPending}
          empty={guests.length === 0}
          onRetry={() => void list.refetch()}
          className={classes.controls}
          texts={{
            loadFailed: t('overnightList.loadFailed'),
            retry: t('overnightList.retry'),
            loading: t('overnightList.title'),
            empty: t('overnightList.empty'),
          }}
        >
          {/* On a phone the seven columns scroll in their own box, not the page. */}
          <PhoneCards minWidth={640}>
            <Table withTableBorder withColumnBorders aria-label={t('overnightList.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('overnightList.room')}</Table.Th>
                  <Table.Th>{t('overnightList.name')}</Table.Th>
                  <Table.Th>{t('overnightList.idDocument')}</Table.Th>
                  <Table.Th>{t('overnightList.nationality')}</Table.Th>
                  <Table.Th>{t('overnightList.checkIn')}</Table.Th>
                  <Table.Th>{t('overnightList.checkOut')}</Table.Th>
                  <Table.Th>{t('overnightList.reported')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {guests.map((guest) => (
                  <Table.Tr key={guest.guestId}>
                    <Table.Td>{guest.roomNumber}</Table.Td>
                    <Table.Td>{guest.name}</Table.Td>
                    <Table.Td>
                      {idDocument(guest)}
                      {guest.isForeigner && guest.visaType && guest.visaExpiry ? (
                        <Text size="xs" c="dimmed">
                          {t('overnightList.visa', {
                            type: guest.visaType,
                            expiry: format.date(guest.visaExpiry as IsoDate),
                          })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{nationality(guest)}</Table.Td>
                    <Table.Td>{format.dateTime(new Date(guest.checkinAt), timeZone)}</Table.Td>
                    <Table.Td>{format.dateTime(new Date(guest.checkoutAt), timeZone)}</Table.Td>
                    <Table.Td>{reported(guest)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </PhoneCards>
        </ListStates>
      </Stack>
    </Container>
  );
};
