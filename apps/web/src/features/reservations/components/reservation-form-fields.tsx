import { Checkbox, Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  reservationLimits,
  reservationPaymentTypes,
  reservationRoomTypes,
  reservationSources,
  type IsoDate,
  type ReservationPaymentType,
  type ReservationRoomType,
  type ReservationSource,
} from '@frontdesk/domain';
import type { ReservationFieldErrors } from '../hooks/use-reservation-form.ts';
import type { ReservationDraft } from '../utils/reservation-draft.ts';
import { StayDatesField } from './stay-dates-field.tsx';
import { AmountField } from '../../../components/forms/amount-field.tsx';

export interface ReservationFormFieldsProps {
  draft: ReservationDraft;
  errors: ReservationFieldErrors;
  change: (changes: Partial<ReservationDraft>) => void;
  minCheckin: IsoDate;
  readOnly: boolean;
}

/**
 * The three sections of the reservation form (SPEC.md section 2): Guest Information,
 * Reservation Details and Payment Details. Inputs keep the limits of the domain (maxLength,
 * min); the messages come from its schema.
 */
export const ReservationFormFields = ({
  draft,
  errors,
  change,
  minCheckin,
  readOnly,
}: ReservationFormFieldsProps) => {
  const { t } = useTranslation();
  const roomTypeOptions = reservationRoomTypes.map((value) => ({
    value,
    label: t(`reservations.roomTypes.${value}`),
  }));
  const paymentTypeOptions = reservationPaymentTypes.map((value) => ({
    value,
    label: t(`reservations.paymentTypes.${value}`),
  }));
  const sourceOptions = reservationSources.map((value) => ({
    value,
    label: t(`reservations.sources.${value}`),
  }));
  // Counts stay as typed: 0 or -2 is shown with the schema's 'at least 1', not silently changed.
  const countProps = { readOnly } as const;

  return (
    <Stack gap="xs">
      <Fieldset legend={t('reservations.modal.guestSection')} variant="filled" pt="xs" pb="sm">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput
            label={t('reservations.modal.name')}
            value={draft.name}
            onChange={(event) => change({ name: event.currentTarget.value })}
            error={errors.name}
            maxLength={reservationLimits.nameLength}
            withAsterisk={!readOnly}
            readOnly={readOnly}
            data-autofocus={!readOnly || undefined}
          />
          <TextInput
            label={t('reservations.modal.nationalId')}
            value={draft.nationalId}
            onChange={(event) => change({ nationalId: event.currentTarget.value })}
            error={errors.nationalId}
            maxLength={reservationLimits.nationalIdLength}
            withAsterisk={!readOnly}
            readOnly={readOnly}
          />
          <TextInput
            label={t('reservations.modal.phone')}
            type="tel"
            value={draft.phone}
            onChange={(event) => change({ phone: event.currentTarget.value })}
            error={errors.phone}
            maxLength={reservationLimits.phoneLength}
            withAsterisk={!readOnly}
            readOnly={readOnly}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t('reservations.modal.detailsSection')} variant="filled" pt="xs" pb="sm">
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Select
              label={t('reservations.modal.roomType')}
              placeholder={t('reservations.modal.roomTypePlaceholder')}
              data={roomTypeOptions}
              value={draft.roomType}
              onChange={(value) => change({ roomType: value as ReservationRoomType | null })}
              error={errors.roomType}
              allowDeselect={false}
              withAsterisk={!readOnly}
              readOnly={readOnly}
            />
            <AmountField
              kind="count"
              label={t('reservations.modal.guestCount')}
              value={draft.guestCount}
              onChange={(value) => change({ guestCount: value })}
              error={errors.guestCount}
              withAsterisk={!readOnly}
              {...countProps}
            />
            <AmountField
              kind="count"
              label={t('reservations.modal.roomCount')}
              value={draft.roomCount}
              onChange={(value) => change({ roomCount: value })}
              error={errors.roomCount ?? errors.prepaidDivider}
              withAsterisk={!readOnly}
              {...countProps}
            />
          </SimpleGrid>
          <StayDatesField
            draft={draft}
            change={change}
            checkinError={errors.checkinDate}
            checkoutError={errors.checkoutDate}
            minCheckin={minCheckin}
            readOnly={readOnly}
            footer={
              <Checkbox
                label={t('reservations.modal.extraBed')}
                checked={draft.extraBed}
                onChange={(event) => {
                  if (!readOnly) change({ extraBed: event.currentTarget.checked });
                }}
                error={errors.extraBed}
                readOnly={readOnly}
              />
            }
          />
          <Select
            label={t('reservations.modal.source')}
            data={sourceOptions}
            value={draft.source}
            onChange={(value) => value && change({ source: value as ReservationSource })}
            error={errors.source}
            allowDeselect={false}
            readOnly={readOnly}
          />
          <Textarea
            label={t('reservations.modal.notes')}
            value={draft.notes}
            onChange={(event) => change({ notes: event.currentTarget.value })}
            error={errors.notes}
            maxLength={reservationLimits.notesLength}
            rows={2}
            resize="vertical"
            readOnly={readOnly}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('reservations.modal.paymentSection')} variant="filled" pt="xs" pb="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('reservations.modal.paymentType')}
            data={paymentTypeOptions}
            value={draft.paymentType}
            onChange={(value) => value && change({ paymentType: value as ReservationPaymentType })}
            error={errors.paymentType}
            allowDeselect={false}
            readOnly={readOnly}
          />
          <AmountField
            kind="kyat"
            label={t('reservations.modal.amountPaid')}
            value={draft.amountPaid}
            onChange={(value) => change({ amountPaid: value })}
            error={errors.amountPaid}
            readOnly={readOnly}
          />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
};
