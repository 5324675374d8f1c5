import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PlainButton,
  PlainCenter,
  PlainDimmedText,
  PlainLoader,
  PlainStack,
  PlainTitle,
} from '../../../components/plain/layout.tsx';
import { AlertBox, CardPaper } from '../../../components/plain/sign-in-fields.tsx';
import { LanguageSwitch } from '../../../i18n/language-switch.tsx';
import { setHotel } from '../../../lib/storage.ts';
import { useHotels } from '../../../lib/hotel-list.tsx';
import { useCurrentHotel } from '../hooks/use-current-hotel.ts';

/** The start page (/): one button per hotel; the choice is stored, then on to sign-in. */
export const HotelPickerPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hotels = useHotels();
  const current = useCurrentHotel();

  const choose = (key: string) => {
    setHotel(key);
    void navigate('/login');
  };

  return (
    <PlainCenter minHeight="100vh" padded>
      <CardPaper width={420}>
        <PlainStack gap="md">
          <PlainStack align="center" gap={4}>
            <IconBuildingSkyscraper size={40} aria-hidden />
            <PlainTitle size="h2">{current?.name ?? '\u00a0'}</PlainTitle>
            <PlainDimmedText>{t('hotelPicker.chooseHotel')}</PlainDimmedText>
          </PlainStack>
          <LanguageSwitch />
          {hotels.isPending ? (
            <PlainCenter>
              <PlainLoader label={t('common.loading')} />
            </PlainCenter>
          ) : null}
          {hotels.isError ? (
            <AlertBox color="red" title={t('hotelPicker.loadFailed')}>
              <PlainButton size="xs" variant="light-red" onClick={() => void hotels.refetch()}>
                {t('common.retry')}
              </PlainButton>
            </AlertBox>
          ) : null}
          {hotels.data?.map((hotel) => (
            <PlainButton key={hotel.key} size="lg" onClick={() => choose(hotel.key)}>
              {hotel.name}
            </PlainButton>
          ))}
        </PlainStack>
      </CardPaper>
    </PlainCenter>
  );
};
