import { useState } from 'react';
import { Button, Group, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  guestEditFormSchema,
  nationalIdDisplay,
  phoneDisplay,
  roomAccount,
  type FoodOrderPaymentMethod,
  type Guest,
} from '@frontdesk/domain';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { ErrorDialog } from '../../../components/dialogs/notice-dialog.tsx';
import { formatReceiptTime } from '../../../components/receipt/receipt-html.ts';
import { useDisplayFormat, paymentMethodText } from '../../../i18n/format.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useHotelTimeZone } from '../../../lib/session.ts';
import { WhenAnswered } from '../../../components/when-answered.tsx';
import { useGuestFoodOrders } from '../api/get-guest-food-orders.ts';
import { useFolio } from '../api/get-folio.ts';
import { useStayGuest } from '../api/get-stay-guest.ts';
import { useUpdateGuest } from '../api/update-guest.ts';
import type { StayDialogProps } from './extend-days-dialog.tsx';
import { StayLine, StayLoading, StaySection } from './stay-parts.tsx';
import { AddChargeDialog } from './add-charge-dialog.tsx';
import { FolioSection } from './folio-section.tsx';
import { PaymentSummarySection } from './payment-summary-section.tsx';
import { GuestHistorySection } from './guest-history-section.tsx';
import { DialogColumns } from '../../../components/dialogs/dialog-columns.tsx';
import '../../../i18n/desk-dialog-texts.ts';

type Identity = Pick<Guest, 'Name' | 'NationalID' | 'Phone'>;

const FoodOrders = ({ roomNumber, guestId }: { roomNumber: string; guestId: number }) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const orders = useGuestFoodOrders(roomNumber, guestId);
  if (orders.isPending) return <StayLoading label={t('common.loading')} />;
  if (!orders.data?.length) {
    return (
      <Stack gap={2} align="center" py="md">
        <Text fw={600}>{t('stays.guestDetails.noFoodOrdersTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('stays.guestDetails.noFoodOrdersMessage')}
        </Text>
      </Stack>
    );
  }
  return (
    <ScrollArea.Autosize mah={320}>
      <Stack gap={4}>
        {orders.data.map((order) => (
          <StayLine
            key={order.ID}
            label={
              <>
                {order.FoodName}
                <Text span size="xs" c="dimmed">
                  {` · ${t('stays.guestDetails.foodLine', { quantity: order.Quantity, price: format.kyat(order.Price) })}`}
                </Text>
                <Text span display="block" size="xs" c="dimmed" data-testid="food-order-paid">
                  {order.PaymentMethod === roomAccount
                    ? t('stays.guestDetails.foodOnAccount')
                    : t('stays.guestDetails.foodPaid', {
                        method: paymentMethodText(t, order.PaymentMethod as FoodOrderPaymentMethod),
                      })}
                </Text>
              </>
            }
            value={format.kyat(order.Price * order.Quantity)}
          />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
};

/**
 * Guest Details ('{room} Guest Details'): Guest Information, Food Orders and Payment Summary;
 * Edit turns name, national ID and phone into fields (all required), Save sends PUT /guests/{id}.
 */
export const GuestDetailsDialog = ({
  room,
  opened,
  onClose,
}: Omit<StayDialogProps, 'room'> & {
  /** Only its number is needed: Find a guest opens it from a stay found (issue 19). */
  room: Pick<StayDialogProps['room'], 'Room'>;
}) => {
  const { t } = useTranslation();
  const timeZone = useHotelTimeZone();
  const guestQuery = useStayGuest(room.Room, opened);
  const guest = guestQuery.data;
  // The food orders and the folio come with the rest: each drawn as it came pushed the stay
  // history and the buttons down under the receptionist's pointer (ADR 061).
  const folio = useFolio(guest?.ID);
  const sections = [useGuestFoodOrders(guest?.RoomNumber ?? room.Room, guest?.ID), folio];
  const update = useUpdateGuest();
  // Edit mode: name, national ID and phone as PUT /guests/{id} parses them.
  const [editing, setEditing] = useState(false);
  const form = useSchemaForm({
    schema: guestEditFormSchema,
    initialValues: { name: '', nationalId: '', phone: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [addingCharge, setAddingCharge] = useState(false);

  const save = form.submitted((identity) => {
    if (!guest || update.isPending) return;
    update.mutate(
      { id: guest.ID, update: identity },
      {
        onSuccess: () => setEditing(false),
        onError: (error) =>
          setFailure(t('stays.guestDetails.updateFailed', { message: errorMessage(error, '') })),
      },
    );
  });

  const formFieldOf = { Name: 'name', NationalID: 'nationalId', Phone: 'phone' } as const;
  // An NRC and a phone shown in one form whatever was typed (ADR 084); stored as typed.
  const shown = { Name: (v: string) => v, NationalID: nationalIdDisplay, Phone: phoneDisplay };
  const field = (key: keyof Identity, label: string) =>
    editing ? (
      <TextInput label={label} withAsterisk {...form.getInputProps(formFieldOf[key])} />
    ) : (
      <StayLine label={label} value={shown[key](guest?.[key] ?? '')} testId={`guest-${key}`} />
    );

  const yesNo = (value: boolean) => t(value ? 'stays.guestDetails.yes' : 'stays.guestDetails.no');
  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={t('stays.guestDetails.title', { room: room.Room })}
        size={1000}
        // From the top, not centred: opened on its loader, a centred dialog jumped 214 px up the
        // screen when the guest's details came, and 31 px more with the folio (ADR 061).
        yOffset="1rem"
        scrollAreaComponent={ScrollArea.Autosize}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {guestQuery.isPending ? <StayLoading label={t('stays.guestDetails.loading')} /> : null}
        {guestQuery.isError ? (
          <Text c="dimmed">{t('stays.guestDetails.noGuest', { room: room.Room })}</Text>
        ) : null}
        {guest ? (
          <WhenAnswered reads={sections}>
            <form noValidate onSubmit={save}>
              <DialogColumns>
                <StaySection title={t('stays.guestDetails.guestSection')}>
                  {field('Name', t('stays.guestDetails.name'))}
                  {field('NationalID', t('stays.guestDetails.nationalId'))}
                  {field('Phone', t('stays.guestDetails.phone'))}
                  <StayLine
                    label={t('stays.guestDetails.stayType')}
                    value={t(`checkIn.stayTypes.${guest.RoomType}`)}
                  />
                  <StayLine
                    label={t('stays.guestDetails.checkin')}
                    value={formatReceiptTime(new Date(guest.CheckinDate), timeZone)}
                  />
                  <StayLine
                    label={t('stays.guestDetails.checkout')}
                    value={formatReceiptTime(new Date(guest.CheckoutDate), timeZone)}
                    testId="guest-checkout"
                  />
                  <StayLine
                    label={t('stays.guestDetails.extraBed')}
                    value={yesNo(guest.Extrabed)}
                  />
                  <StayLine
                    label={t('stays.guestDetails.foreigner')}
                    value={yesNo(guest.IsForeigner)}
                  />
                </StaySection>
                <StaySection title={t('stays.guestDetails.foodSection')}>
                  <FoodOrders roomNumber={guest.RoomNumber} guestId={guest.ID} />
                </StaySection>
                <PaymentSummarySection guest={guest} folio={folio.data} />
              </DialogColumns>
              <Stack mt="sm">
                <FolioSection guestId={guest.ID} />
                <GuestHistorySection guestId={guest.ID} />
              </Stack>
              <Group justify="flex-end" gap="xs" mt="md">
                {editing ? (
                  <>
                    <Button
                      variant="default"
                      disabled={update.isPending}
                      onClick={() => setEditing(false)}
                    >
                      {t('stays.guestDetails.cancel')}
                    </Button>
                    <Button key="save" type="submit" loading={update.isPending}>
                      {t('stays.guestDetails.save')}
                    </Button>
                  </>
                ) : (
                  <>
                    <Button variant="default" onClick={onClose}>
                      {t('stays.guestDetails.close')}
                    </Button>
                    {guest.Status === 'active' ? (
                      <Button key="charge" variant="light" onClick={() => setAddingCharge(true)}>
                        {t('stays.charge.add')}
                      </Button>
                    ) : null}
                    {/* Its own key: reusing Save's element would make this click submit the form. */}
                    <Button
                      key="edit"
                      onClick={() => {
                        form.setValues({
                          name: guest.Name,
                          nationalId: guest.NationalID,
                          phone: guest.Phone,
                        });
                        form.clearErrors();
                        setEditing(true);
                      }}
                    >
                      {t('stays.guestDetails.edit')}
                    </Button>
                  </>
                )}
              </Group>
            </form>
          </WhenAnswered>
        ) : null}
      </Modal>
      <ErrorDialog
        opened={failure !== null}
        message={failure ?? ''}
        zIndex={300}
        onClose={() => setFailure(null)}
      />
      {guest ? (
        <AddChargeDialog
          opened={opened && addingCharge}
          guestId={guest.ID}
          roomNumber={guest.RoomNumber}
          onClose={() => setAddingCharge(false)}
        />
      ) : null}
    </>
  );
};
