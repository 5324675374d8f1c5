import './guest-search-texts.ts';
import { lazy, Suspense, useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  guestSearchMaxLength,
  guestSearchMinLength,
  nationalIdDisplay,
  phoneDisplay,
  type FoundStay,
} from '@frontdesk/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { useGuestSearch } from '../api/search-guests.ts';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';
import { StayStatusBadge, useStayDates } from './found-stay-parts.tsx';

// Guest Details and a past guest's history come with the stay chosen (fetched when a result is
// pointed at or focused): finding a guest downloads the search alone (ADR 055).
const GuestDetailsDialog = lazyDialog(
  () => import('./guest-details-dialog.tsx'),
  'GuestDetailsDialog',
);
const GuestHistory = lazy(() =>
  import('./guest-history.tsx').then((module) => ({ default: module.GuestHistory })),
);
const preloadChosenStay = (stay: FoundStay) => {
  if (stay.Status === 'active') GuestDetailsDialog.preload();
  else void import('./guest-history.tsx');
};

export interface GuestSearchDialogProps {
  opened: boolean;
  onClose: () => void;
}

const StayRow = ({ stay, onChoose }: { stay: FoundStay; onChoose: () => void }) => {
  const { t } = useTranslation();
  const datesOf = useStayDates();
  return (
    <UnstyledButton
      onClick={onChoose}
      onPointerEnter={() => preloadChosenStay(stay)}
      onFocus={() => preloadChosenStay(stay)}
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        border: '1px solid var(--mantine-color-default-border)',
      }}
      aria-label={`${stay.Name}, ${t('guestSearch.room', { room: stay.RoomNumber })}`}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} miw={0}>
          <Text fw={600} size="sm" truncate="end">
            {stay.Name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {phoneDisplay(stay.Phone)} · {nationalIdDisplay(stay.NationalID)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {t('guestSearch.room', { room: stay.RoomNumber })} · {datesOf(stay)}
          </Text>
          <StayStatusBadge status={stay.Status} />
        </Group>
      </Group>
    </UnstyledButton>
  );
};

/**
 * Find a guest (issue 19): type a name, phone, NRC/passport or room; the stays found, current and
 * past, newest first. A current stay opens its Guest Details (over the search); a past one shows the guest's history.
 */
export const GuestSearchDialog = ({ opened, onClose }: GuestSearchDialogProps) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed, 250);
  const [pastStay, setPastStay] = useState<FoundStay | null>(null);
  // A current stay's Guest Details, over the search (which comes back when it closes).
  const [details, setDetails] = useState<{ key: number; room: string; opened: boolean } | null>(
    null,
  );
  const search = useGuestSearch(debounced);
  const q = debounced.trim();
  const choose = (stay: FoundStay) => {
    if (stay.Status === 'active') {
      setDetails((current) => ({
        key: (current?.key ?? 0) + 1,
        room: stay.RoomNumber,
        opened: true,
      }));
    } else setPastStay(stay);
  };

  return (
    <>
      <Modal
        opened={opened && !details?.opened}
        onClose={onClose}
        title={t('guestSearch.title')}
        size="lg"
        yOffset="4rem"
      >
        {pastStay ? (
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={700}>{pastStay.Name}</Text>
              <Button size="xs" variant="default" onClick={() => setPastStay(null)}>
                {t('guestSearch.back')}
              </Button>
            </Group>
            <Suspense
              fallback={
                // As the history's own loading state: nothing moves when it takes over.
                <Center mih={120}>
                  <Loader aria-label={t('guestHistory.loading')} />
                </Center>
              }
            >
              <GuestHistory guestId={pastStay.ID} />
            </Suspense>
          </Stack>
        ) : (
          <Stack gap="sm">
            <TextInput
              data-autofocus
              label={t('guestSearch.label')}
              placeholder={t('guestSearch.placeholder')}
              value={typed}
              maxLength={guestSearchMaxLength}
              onChange={(event) => setTyped(event.currentTarget.value)}
              rightSection={
                search.isFetching ? (
                  <Loader size="xs" aria-label={t('guestSearch.searching')} />
                ) : null
              }
            />
            {q.length < guestSearchMinLength ? null : search.isError ? (
              <Alert color="red" role="alert">
                {t('guestSearch.failed', { message: errorMessage(search.error, '') })}
              </Alert>
            ) : search.data === undefined ? null : search.data.stays.length === 0 ? (
              <Text c="dimmed" size="sm" ta="center" py="md">
                {t('guestSearch.empty', { q })}
              </Text>
            ) : (
              <Stack gap={6} role="list" aria-label={t('guestSearch.results')}>
                {search.data.stays.map((stay) => (
                  <Stack key={stay.ID} role="listitem" gap={0}>
                    <StayRow stay={stay} onChoose={() => choose(stay)} />
                  </Stack>
                ))}
                {search.data.more ? (
                  <Text size="xs" c="dimmed">
                    {t('guestSearch.more')}
                  </Text>
                ) : null}
              </Stack>
            )}
          </Stack>
        )}
      </Modal>
      {details ? (
        <GuestDetailsDialog
          key={details.key}
          room={{ Room: details.room }}
          opened={opened && details.opened}
          onClose={() => setDetails((current) => current && { ...current, opened: false })}
        />
      ) : null}
    </>
  );
};
