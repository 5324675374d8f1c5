import '../texts.ts';
import { useState } from 'react';
import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  defaultSwapPriceRule,
  hotelDetailsFormSchema,
  swapPriceRules,
  type AdminHotel,
} from '@frontdesk/domain';
import { SegmentedChoice } from '../../../components/plain/segmented-choice.tsx';
import { AmountField } from '../../../components/forms/amount-field.tsx';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';
import { useHotelSetup, useSaveHotel } from '../api/hotel-setup.ts';
import { SetupLoadState } from './setup-states.tsx';
import { useDisplayFormat } from '../../../i18n/format.ts';

/**
 * /admin/hotel: the details every receipt prints, the receipt prefix of new numbers, the rates
 * the check-in dialogs start with (issue 18), the nights rule (ADR 068) and what a swap to a
 * dearer room type does (ADR 073). Saving tells every desk (hotel_updated).
 */
export const HotelPage = () => {
  const hotel = useHotelSetup();
  // Kept here: a save refetches the details, which starts the form again from them.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <Container size="md" py="md">
      <SetupLoadState
        pending={hotel.isPending}
        failed={hotel.isError}
        onRetry={() => void hotel.refetch()}
      />
      {hotel.data ? (
        <HotelForm
          key={JSON.stringify(hotel.data)}
          hotel={hotel.data}
          outcome={outcome}
          onOutcome={setOutcome}
        />
      ) : null}
    </Container>
  );
};

const swapRuleTexts = {
  'keep-booked-price': 'hotelSetup.swapKeepBookedPrice',
  'charge-difference': 'hotelSetup.swapChargeDifference',
} as const;

interface Outcome {
  ok: boolean;
  message: string;
}

const HotelForm = ({
  hotel,
  outcome,
  onOutcome: setOutcome,
}: {
  hotel: AdminHotel;
  outcome: Outcome | null;
  onOutcome: (outcome: Outcome | null) => void;
}) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const save = useSaveHotel();
  // Busy from the press (ADR 070); each saved attempt is a new operation with a key of its own.
  const { pressed, press, renew } = useOnePress(true);
  const form = useSchemaForm({
    schema: hotelDetailsFormSchema,
    initialValues: {
      name: hotel.name,
      address: hotel.address,
      city: hotel.city,
      phone: hotel.phone,
      receiptPrefix: hotel.receiptPrefix,
      defaultTaxRate: hotel.defaultTaxRate as number | string,
      defaultServiceRate: hotel.defaultServiceRate as number | string,
      overbookAllowance: hotel.overbookAllowance as number | string,
      arrivalDayHour: hotel.arrivalDayHour as number | string,
      earlyCheckInCharge: hotel.earlyCheckInCharge as number | string,
      swapPriceRule: hotel.swapPriceRule,
    },
  });
  const submit = form.submitted((details) => {
    setOutcome(null);
    press((idempotencyKey) =>
      save
        .mutateAsync({ ...details, idempotencyKey })
        .then(() => {
          renew();
          setOutcome({ ok: true, message: t('hotelSetup.saved') });
        })
        .catch((error: unknown) =>
          setOutcome({
            ok: false,
            message: errorMessage(error, t('hotelSetup.loadFailed')),
          }),
        ),
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4">
            {t('hotelSetup.details')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('hotelSetup.detailsHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('hotelSetup.name')} {...form.getInputProps('name')} />
            <TextInput label={t('hotelSetup.phone')} {...form.getInputProps('phone')} />
            <TextInput label={t('hotelSetup.address')} {...form.getInputProps('address')} />
            <TextInput label={t('hotelSetup.city')} {...form.getInputProps('city')} />
            <TextInput
              label={t('hotelSetup.receiptPrefix')}
              description={t('hotelSetup.receiptPrefixHint')}
              {...form.getInputProps('receiptPrefix')}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4">
            {t('hotelSetup.rates')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('hotelSetup.ratesHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <AmountField
              kind="rate"
              label={t('hotelSetup.taxRate')}
              {...form.getInputProps('defaultTaxRate')}
            />
            <AmountField
              kind="rate"
              label={t('hotelSetup.serviceRate')}
              {...form.getInputProps('defaultServiceRate')}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4">
            {t('hotelSetup.overbooking')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('hotelSetup.overbookingHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <AmountField
              kind="count"
              label={t('hotelSetup.overbookAllowance')}
              {...form.getInputProps('overbookAllowance')}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4">
            {t('hotelSetup.nights')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('hotelSetup.nightsHint', { noon: format.hourMinute(12) })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <AmountField
              kind="count"
              label={t('hotelSetup.arrivalDayHour', {
                first: format.number(0),
                last: format.number(23),
              })}
              {...form.getInputProps('arrivalDayHour')}
            />
            <AmountField
              kind="kyat"
              label={t('hotelSetup.earlyCheckInCharge')}
              {...form.getInputProps('earlyCheckInCharge')}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4">
            {t('hotelSetup.swaps')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('hotelSetup.swapsHint')}
          </Text>
          <Stack gap={4} align="flex-start">
            <Text size="sm" fw={500}>
              {t('hotelSetup.swapPriceRule')}
            </Text>
            <SegmentedChoice
              label={t('hotelSetup.swapPriceRule')}
              data={swapPriceRules.map((rule) => ({
                value: rule,
                label: t(swapRuleTexts[rule]),
              }))}
              value={form.values.swapPriceRule ?? defaultSwapPriceRule}
              onChange={(rule) => form.setFieldValue('swapPriceRule', rule)}
            />
          </Stack>
        </Paper>
        {outcome ? (
          <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={pressed}>
            {t('hotelSetup.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
