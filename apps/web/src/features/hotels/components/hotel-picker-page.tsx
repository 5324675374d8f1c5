import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertBox, CardPaper } from '../../../components/plain/sign-in-fields.tsx';
import { LanguageSwitch } from '../../../i18n/language-switch.tsx';
import { setHotel } from '../../../lib/storage.ts';
import { useHotels } from '../api/hotel-list.tsx';
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
    <Center mih="100vh" p="md">
      <CardPaper width={420}>
        <Stack align="stretch" gap="md">
          <Stack align="center" gap={4}>
            <IconBuildingSkyscraper size={40} aria-hidden />
            <Title order={1} ta="center" size="h2">
              {current?.name ?? '\u00a0'}
            </Title>
            <Text c="dimmed" size="sm">
              {t('hotelPicker.chooseHotel')}
            </Text>
          </Stack>
          <LanguageSwitch />
          {hotels.isPending ? (
            <Center>
              <Loader aria-label={t('common.loading')} />
            </Center>
          ) : null}
          {hotels.isError ? (
            <AlertBox color="red" title={t('hotelPicker.loadFailed')}>
              <Button size="xs" variant="light" color="red" onClick={() => void hotels.refetch()}>
                {t('common.retry')}
              </Button>
            </AlertBox>
          ) : null}
          {hotels.data?.map((hotel) => (
            <Button key={hotel.key} size="lg" onClick={() => choose(hotel.key)}>
              {hotel.name}
            </Button>
          ))}
        </Stack>
      </CardPaper>
    </Center>
  );
};
