import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useInterval } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  checkInNumbersFormSchema,
  checkInRequestSchema,
  RoomStatus,
  type CheckInRequestInput,
  type Room,
} from '@frontdesk/domain';
import { hotelDetailsQueryOptions } from '../../../components/receipt/hotel-details.ts';
import { schemaMessage } from '../../../i18n/format.ts';
import { parseDisplayDate } from '../../../lib/dates.ts';
import { useRooms } from '../api/get-rooms.ts';
import {
  asksCheckoutDate,
  earliestCheckout,
  initialDraft,
  quoteDraft,
  requestOfDraft,
  stayOfDraft,
  stayTypeOf,
  type CheckInDraft,
  type CheckInSource,
  type RoomSlot,
} from '../utils/check-in-draft.ts';

export type CheckInField =
  | 'name'
  | 'nationalId'
  | 'phone'
  | 'checkoutDate'
  | 'pricePerNight'
  | 'taxRate'
  | 'serviceRate'
  | 'confirmedPaid';

export type FieldErrors = Partial<Record<CheckInField, string>>;

export type CheckInValidation =
  | { ok: true; request: CheckInRequestInput }
  /** `message` is for a notice (e.g. 'Please verify all room numbers before proceeding.'). */
  | { ok: false; message?: string };

const schemaFields: Record<string, CheckInField> = {
  name: 'name',
  nationalId: 'nationalId',
  phone: 'phone',
  checkoutDate: 'checkoutDate',
  pricePerNight: 'pricePerNight',
  taxRate: 'taxRate',
  serviceRate: 'serviceRate',
};

const typedNumbers = checkInNumbersFormSchema.shape;

/** A rate as typed: empty (counts as 0) or a plain decimal from 0 to 100 (the contract's rule). */
export const isRateText = (value: number | string): boolean =>
  typedNumbers.taxRate.safeParse(value).success;

/** What is wrong with a long stay's price per night as typed (blank is said on Confirm). */
const pricePerNightProblem = (value: number | string): string | undefined => {
  if (String(value).trim() === '') return undefined;
  const checked = typedNumbers.pricePerNight.safeParse(value);
  return checked.success ? undefined : schemaMessage(checked.error.issues[0]?.message ?? '');
};

/**
 * The state of a check-in dialog: the draft, the live stay and charges (the domain's rules, as
 * the server applies them), the rooms a reservation may take, and validation on submit.
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
  const [draft, setDraft] = useState<CheckInDraft>(() =>
    initialDraft(source, now, timeZone, defaults),
  );
  // Details that arrive after the dialog opened fill rates nobody has typed yet.
  const [ratesFilled, setRatesFilled] = useState(defaults !== undefined);
  useEffect(() => {
    if (ratesFilled || !defaults) return;
    setRatesFilled(true);
    const start = initialDraft(source, now, timeZone, defaults);
    setDraft((d) =>
      d.taxRate === '' && d.serviceRate === ''
        ? { ...d, taxRate: start.taxRate, serviceRate: start.serviceRate }
        : d,
    );
  }, [ratesFilled, defaults, source, now, timeZone]);
  const [submitErrors, setSubmitErrors] = useState<FieldErrors>({});
  const [roomsSubmitted, setRoomsSubmitted] = useState(false);
  // Check-out text that is no date, said once the receptionist leaves the field.
  const [checkoutUnreadable, setCheckoutUnreadable] = useState(false);

  const rooms = useRooms();
  const roomsByNumber = useMemo(
    () => new Map<string, Room>((rooms.data ?? []).map((room) => [room.Room, room])),
    [rooms.data],
  );
  const availableRooms = useMemo(
    () => (rooms.data ?? []).filter((room) => room.Status === RoomStatus.Available),
    [rooms.data],
  );

  // What is wrong while typing: shown at once and blocking Confirm, never silently rewritten.
  const liveErrors: FieldErrors = {};
  if (!isRateText(draft.taxRate)) liveErrors.taxRate = t('checkIn.taxRateRange');
  if (!isRateText(draft.serviceRate)) liveErrors.serviceRate = t('checkIn.serviceRateRange');
  const priceProblem =
    stayType === 'long-stay' ? pricePerNightProblem(draft.pricePerNight) : undefined;
  if (priceProblem) liveErrors.pricePerNight = priceProblem;
  if (asksCheckoutDate(stayType)) {
    if (checkoutUnreadable) liveErrors.checkoutDate = t('datePanel.dateInvalid');
    else if (draft.checkoutDate && draft.checkoutDate < earliestCheckout(now, timeZone)) {
      liveErrors.checkoutDate = t('checkIn.checkoutTooEarly');
    }
  }
  const errors: FieldErrors = { ...submitErrors, ...liveErrors };
  const blocked = Object.keys(liveErrors).length > 0;
  // No stay (and no charges) from a check-out date the field refuses.
  const checkoutRefused = liveErrors.checkoutDate !== undefined;

  const stay = useMemo(
    () => (checkoutRefused ? null : stayOfDraft(source, draft, now, timeZone)),
    [checkoutRefused, source, draft, now, timeZone],
  );
  const quote = useMemo(
    () => quoteDraft(source, draft, stay, roomsByNumber),
    [source, draft, stay, roomsByNumber],
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

  const change = <K extends keyof CheckInDraft>(field: K, value: CheckInDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setSubmitErrors((current) => ({ ...current, [field]: undefined }));
    if (field === 'checkoutDate') setCheckoutUnreadable(false);
  };

  /**
   * The check-out date as typed (dd/MM/yyyy). The date input itself takes only dates it allows;
   * a date before tomorrow is kept here so the field can say why, and text that is no date
   * empties the date (nothing stale is sent) until it is corrected.
   */
  const typeCheckoutDate = (text: string) => {
    setCheckoutUnreadable(false);
    if (text.trim() === '') return;
    const date = parseDisplayDate(text);
    if (date === null) change('checkoutDate', null);
    else if (date < earliestCheckout(now, timeZone)) change('checkoutDate', date);
  };
  const leaveCheckoutDate = (text: string) =>
    setCheckoutUnreadable(text.trim() !== '' && parseDisplayDate(text) === null);

  const changeRoom = (index: number, patch: Partial<RoomSlot>) =>
    setDraft((current) => ({
      ...current,
      rooms: current.rooms.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)),
    }));

  const validate = (): CheckInValidation => {
    const found: FieldErrors = { ...liveErrors };
    if (draft.name.trim() === '') found.name = t('checkIn.required.name');
    if (draft.nationalId.trim() === '') found.nationalId = t('checkIn.required.nationalId');
    if (draft.phone.trim() === '') found.phone = t('checkIn.required.phone');
    if (asksCheckoutDate(stayType) && !found.checkoutDate) {
      if (!draft.checkoutDate) found.checkoutDate = t('checkIn.required.checkoutDate');
      else if (draft.checkoutDate < earliestCheckout(new Date(), timeZone)) {
        found.checkoutDate = t('checkIn.checkoutTooEarly');
      }
    }
    if (stayType === 'long-stay' && String(draft.pricePerNight).trim() === '') {
      found.pricePerNight = t('checkIn.required.pricePerNight');
    }
    if (source.kind === 'reservation' && !draft.confirmedPaid) {
      found.confirmedPaid = t('checkIn.confirmPaidRequired');
    }
    const request = requestOfDraft(source, draft);
    // The contract's own limits (lengths, ranges), in its words.
    const parsed = checkInRequestSchema.safeParse(request);
    let unplaced: string | undefined;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] === 'guest' ? issue.path[1] : issue.path[0]);
        const field = schemaFields[key];
        if (!field) unplaced ??= schemaMessage(issue.message);
        else if (!found[field]) found[field] = schemaMessage(issue.message);
      }
    }
    setSubmitErrors(found);

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
    if (Object.values(found).some(Boolean)) return { ok: false };
    if (!parsed.success) return { ok: false, message: unplaced };
    return { ok: true, request };
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
    stay,
    quote,
    validate,
  };
};

export type CheckInForm = ReturnType<typeof useCheckInForm>;
