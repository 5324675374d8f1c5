import { SimpleGrid } from '@mantine/core';
import {
  IconBed,
  IconBrush,
  IconCash,
  IconClock,
  IconMoon,
  IconSun,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/stat-card.tsx';

/**
 * The dashboard's row of seven stat cards (SPEC.md section 2). Placeholder: every card shows its
 * dash until the stats feature loads the figures.
 */
export const StatCardsRow = () => {
  const { t } = useTranslation();
  const cards = [
    { key: 'availability', label: t('dashboard.stats.availability'), icon: IconBed, color: 'teal' },
    { key: 'fullNight', label: t('dashboard.stats.fullNight'), icon: IconMoon, color: 'violet' },
    { key: 'daycation', label: t('dashboard.stats.daycation'), icon: IconSun, color: 'yellow' },
    { key: 'session', label: t('dashboard.stats.session'), icon: IconClock, color: 'blue' },
    {
      key: 'housekeeping',
      label: t('dashboard.stats.housekeeping'),
      icon: IconBrush,
      color: 'orange',
    },
    {
      key: 'food',
      label: t('dashboard.stats.foodRevenue'),
      icon: IconToolsKitchen2,
      color: 'pink',
    },
    { key: 'room', label: t('dashboard.stats.roomRevenue'), icon: IconCash, color: 'green' },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 4, md: 7 }} spacing={6}>
      {cards.map(({ key, label, icon: Icon, color }) => (
        <StatCard key={key} label={label} color={color} icon={<Icon size={14} aria-hidden />} />
      ))}
    </SimpleGrid>
  );
};
