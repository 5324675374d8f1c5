import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useInterval } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  businessDate,
  checkInFormSchemaFor,
  checkInRequestSchema,
  defaultArrivalDayHour,
  RoomStatus,
  type CheckInRequestInput,
  type Room,
} from '@frontdesk/domain';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { hotelDetailsQueryOptions } from '../../../components/receipt/hotel-details.ts';
import { schemaMessage } from '../../../i18n/schema-message.ts';
import { parseDisplayDate } from '../../../lib/dates.ts';
import { useRooms } from '../api/get-rooms.ts';
import {
  asksCheckoutDate,
  earliestCheckout,
  initialDraft,
  quoteDraft,
  bookedVsNewOfDraft,
  requestOfDraft,
  stayOfDraft,
  type NightsRule,
  stayTypeOf,
  type CheckInDraft,
  type CheckInSource,
  type RoomSlot,
} from '../utils/check-in-draft.ts';
import '../../../i18n/desk-dialog-texts.ts';

export type CheckInField =
  | 'name'
  | 'nationalId'
  | 'phone'
  | 'passportNumber'
  | 'nationality'
  | 'visaType'
  | 'visaExpiry'
  | 'checkoutDate'
  | 'pricePerNight'
  | 'taxRate'
  | 'serviceRate'
  | 'walletReference'
  | 'confirmedPaid';

export type FieldErrors = Partial<Record<CheckInField, string>>;

export type CheckInValidation =
  | { ok: true; request: CheckInRequestInput }
  /** `message` is for a notice (e.g. 'Please verify all room numbers before proceeding.'). */
  | { ok: false; message?: string };

const rateField = checkInFormSchemaFor('full-night').shape.taxRate;

/** A rate as typed: empty (counts as 0) or a plain decimal from 0 to 100 (the contract's rule). */
export const isRateText = (value: number | string): boolean => rateField.safeParse(value).success;

/**
 * The state of a check-in dialog (ADR 032): the draft is a @mantine/form whose typed fields are
 * checked by the domain's `checkInFormSchemaFor` (what POST /check-in parses); the live stay and
 * charges (the domain's rules, as the server applies them), the rooms a reservation may take.
 * What the values alone cannot say (the check-out date against the hotel's clock, the rooms
 * still available, the payment confirmation) is checked here.
 */
export const useCheckInForm = (source: CheckInSource, timeZone: string) => {
  const { t } = useTranslation();
  const stayType = stayTypeOf(source);
  // Nights count from now: the summary follows the clock.
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), 30_000, { autoInvoke: true });
  // The owner's default rates (hotel details): the dialog starts with them (issue 18).
  const hotel = useQuery(hotelDetailsQueryOptions()).data;
  const defaults = useMemo(
    () => hotel && { taxRate: hotel.defaultTaxRate, serviceRate: hotel.defaultServiceRate },
    [hotel],
  );
  const [initial] = useState(() => initialDraft(source, now, timeZone, defaults));
  // Details that arrive after the dialog opened fill rates nobody has typed yet.
  const [ratesFilled, setRatesFilled] = useState(defaults !== undefined);
  const [roomsSubmitted, setRoomsSubmitted] = useState(false);
  // The rooms the check-in sent: once taken by it they stay its choices (not 'Please select a
  // valid room' while its answer, and the grid that already shows them occupied, come back).
  const [sentRooms, holdSentRooms] = useState<readonly string[]>([]);
  // Check-out text that is no date, said once the receptionist leaves the field.
  const [checkoutUnreadable, setCheckoutUnreadable] = useState(false);
  const schema = useMemo(() => checkInFormSchemaFor(stayType), [stayType]);

  const arrivalDayHour = hotel?.arrivalDayHour ?? defaultArrivalDayHour;
  /**
   * The check-out date against the hotel's clock: unreadable text, or before the earliest
   * (tomorrow; today for an arrival before the arrival-day hour, ADR 075).
   */
  const checkoutProblem = (date: string | null, at: Date): string | undefined => {
    if (!asksCheckoutDate(stayType)) return undefined;
    if (checkoutUnreadable) return t('datePanel.dateInvalid');
    const earliest = earliestCheckout(at, timeZone, arrivalDayHour);
    if (date && date < earliest) {
      return earliest === businessDate(at, timeZone)
        ? t('checkIn.checkoutTooEarlyToday')
        : t('checkIn.checkoutTooEarly');
    }
    return undefined;
  };

  const form = useSchemaForm({
    schema,
    initialValues: initial,
    // The rates' messages in the dialog's words; the rule is the schema's.
    extra: (values: CheckInDraft) => {
      const found: FieldErrors = {};
      if (!isRateText(values.taxRate)) found.taxRate = t('checkIn.taxRateRange');
      if (!isRateText(values.serviceRate)) found.serviceRate = t('checkIn.serviceRateRange');
      if (asksCheckoutDate(stayType)) {
        found.checkoutDate = values.checkoutDate
          ? checkoutProblem(values.checkoutDate, new Date())
          : t('checkIn.required.checkoutDate');
      }
      if (source.kind === 'reservation' && !values.confirmedPaid) {
        found.confirmedPaid = t('checkIn.confirmPaidRequired');
      }
      return found;
    },
  });
  const draft = form.values;
  useEffect(() => {
    if (ratesFilled || !defaults) return;
    setRatesFilled(true);
    const start = initialDraft(source, now, timeZone, defaults);
    if (form.values.taxRate === '' && form.values.serviceRate === '') {
      form.setValues({ taxRate: start.taxRate, serviceRate: start.serviceRate });
    }
  }, [ratesFilled, defaults, source, now, timeZone, form]);

  // What is wrong while typing blocks Confirm and Print; never silently rewritten.
  const priceProblem =
    String(draft.pricePerNight).trim() !== '' &&
    !schema.shape.pricePerNight.safeParse(draft.pricePerNight).success;
  const liveCheckout = checkoutProblem(draft.checkoutDate, now);
  const errors: FieldErrors = {
    ...(form.errors as FieldErrors),
    ...(liveCheckout ? { checkoutDate: liveCheckout } : {}),
  };
  const blocked =
    liveCheckout !== undefined ||
    !isRateText(draft.taxRate) ||
    !isRateText(draft.serviceRate) ||
    (stayType === 'long-stay' && priceProblem);
  // No stay (and no charges) from a check-out date the field refuses.
  const checkoutRefused = liveCheckout !== undefined;

  const rooms = useRooms();
  const roomsByNumber = useMemo(
    () => new Map<string, Room>((rooms.data ?? []).map((room) => [room.Room, room])),
    [rooms.data],
  );
  const availableRooms = useMemo(
    () =>
      (rooms.data ?? []).filter(
        (room) => room.Status === RoomStatus.Available || sentRooms.includes(room.Room),
      ),
    [rooms.data, sentRooms],
  );

  // The hotel's nights rule (ADR 068): the server counts and charges by the same.
  const nightsRule = useMemo<NightsRule>(
    () => ({ arrivalDayHour, earlyCheckInCharge: hotel?.earlyCheckInCharge ?? 0 }),
    [arrivalDayHour, hotel],
  );
  const stay = useMemo(
    () => (checkoutRefused ? null : stayOfDraft(source, draft, now, timeZone, nightsRule)),
    [checkoutRefused, source, draft, now, timeZone, nightsRule],
  );
  const quote = useMemo(
    () => quoteDraft(source, draft, stay, roomsByNumber, nightsRule.earlyCheckInCharge),
    [source, draft, stay, roomsByNumber, nightsRule],
  );
  const bookingChange = useMemo(
    () =>
      checkoutRefused
        ? null
        : bookedVsNewOfDraft(source, draft, now, timeZone, nightsRule, roomsByNumber),
    [checkoutRefused, source, draft, now, timeZone, nightsRule, roomsByNumber],
  );

  /** Per room card of a reservation: unchosen, not available (anymore) or chosen twice. */
  const roomErrors: (string | undefined)[] = draft.rooms.map((slot, index) => {
    if (source.kind === 'walk-in') return undefined;
    if (slot.roomNumber === '') return roomsSubmitted ? t('checkIn.selectRoom') : undefined;
    const chosenBefore = draft.rooms.slice(0, index).some((s) => s.roomNumber === slot.roomNumber);
    if (chosenBefore) return t('checkIn.invalidRoom');
    if (rooms.data && !availableRooms.some((room) => room.Room === slot.roomNumber)) {
      return t('checkIn.invalidRoom');
    }
    return undefined;
  });

  // A foreigner's passport number is their National ID too (issue 44): typed once, it fills
  // National ID while nobody has typed one there (a reservation's own is kept).
  const [nationalIdTyped, setNationalIdTyped] = useState(() => initial.nationalId.trim() !== '');
  const change = <K extends keyof CheckInDraft>(field: K, value: CheckInDraft[K]) => {
    if (field === 'checkoutDate') setCheckoutUnreadable(false);
    if (field === 'nationalId') setNationalIdTyped(String(value).trim() !== '');
    if (field === 'passportNumber' && !nationalIdTyped)
      form.setFieldValue('nationalId', value as string);
    form.setFieldValue(field, value as never);
  };

  /**
   * The check-out date as typed (dd/MM/yyyy). The date input itself takes only dates it allows;
   * a date before the earliest is kept here so the field can say why, and text that is no date
   * empties the date (nothing stale is sent) until it is corrected.
   */
  const typeCheckoutDate = (text: string) => {
    setCheckoutUnreadable(false);
    if (text.trim() === '') return;
    const date = parseDisplayDate(text);
    if (date === null) change('checkoutDate', null);
    else if (date < earliestCheckout(now, timeZone, arrivalDayHour)) change('checkoutDate', date);
  };
  const leaveCheckoutDate = (text: string) =>
    setCheckoutUnreadable(text.trim() !== '' && parseDisplayDate(text) === null);

  const changeRoom = (index: number, patch: Partial<RoomSlot>) =>
    form.setFieldValue(
      'rooms',
      draft.rooms.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)),
    );

  const validate = (): CheckInValidation => {
    let done: CheckInValidation = { ok: false };
    form.submitted((_, values) => {
      const request = requestOfDraft(source, values);
      // The contract's own limits beyond the fields (rooms), in its words.
      const parsed = checkInRequestSchema.safeParse(request);
      done = parsed.success
        ? { ok: true, request }
        : { ok: false, message: schemaMessage(parsed.error.issues[0]?.message ?? '') };
    })();
    if (source.kind === 'reservation') {
      setRoomsSubmitted(true);
      const unverified = draft.rooms.some(
        (slot, index) =>
          slot.roomNumber === '' ||
          draft.rooms.slice(0, index).some((s) => s.roomNumber === slot.roomNumber) ||
          !availableRooms.some((room) => room.Room === slot.roomNumber),
      );
      if (unverified) return { ok: false, message: t('checkIn.verifyRooms') };
    }
    return done;
  };

  return {
    stayType,
    now,
    draft,
    errors,
    blocked,
    change,
    typeCheckoutDate,
    leaveCheckoutDate,
    changeRoom,
    rooms,
    availableRooms,
    roomErrors,
    /** The rooms of the check-in on its way (none again when it failed). */
    holdSentRooms,
    stay,
    nightsRule,
    quote,
    bookingChange,
    validate,
  };
};

export type CheckInForm = ReturnType<typeof useCheckInForm>;
