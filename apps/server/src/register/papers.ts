import type { NewGuest } from '../stays/guest.repository.ts';

type Papers = Pick<NewGuest, 'passportNumber' | 'nationality' | 'visaType' | 'visaExpiry'>;

/** A foreign guest's papers as stored (ADR 043); a local guest keeps none, whatever was sent. */
export const papersToStore = (guest: {
  isForeigner: boolean;
  passportNumber?: string | null | undefined;
  nationality?: string | null | undefined;
  visaType?: string | null | undefined;
  visaExpiry?: string | null | undefined;
}): Papers =>
  guest.isForeigner
    ? {
        passportNumber: guest.passportNumber ?? null,
        nationality: guest.nationality ?? null,
        visaType: guest.visaType ?? null,
        visaExpiry: guest.visaExpiry ?? null,
      }
    : { passportNumber: null, nationality: null, visaType: null, visaExpiry: null };
