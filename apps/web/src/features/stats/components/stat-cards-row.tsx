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
import type { IsoDate, RevenuePaymentType } from '@frontdesk/domain';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { StatCard } from '../../../components/stat-card.tsx';
import { plainIcon } from '../../../components/plain/boxes.ts';
import { useFoodRevenueTotal } from '../api/get-food-revenue.ts';
import { useRoomRevenue } from '../api/get-room-revenue.ts';
import { useStats } from '../api/get-stats.ts';
import classes from './stat-cards-row.module.css';

export interface StatCardsRowProps {
  /** The business date of the revenue cards. */
  date: IsoDate;
  /** The Online/Cash filter of the revenue cards. */
  paymentType: RevenuePaymentType;
}

/**
 * The dashboard's row of seven stat cards (SPEC.md section 2). Room counts come from get-stats,
 * the room revenue from room-revenue (after the counts), the food revenue from food-revenue (after
 * the room revenue); all reload on the live events.
 */
export const StatCardsRow = ({ date, paymentType }: StatCardsRowProps) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const stats = useStats();
  const roomRevenue = useRoomRevenue(date, paymentType);
  const counts = stats.data;
  const revenue = roomRevenue.data?.['room-revenue'];
  const foodRevenue = useFoodRevenueTotal(date, paymentType);
  const food = foodRevenue.data?.['food-revenue'];

  const count = (value: number | undefined) =>
    value === undefined ? undefined : format.number(value);

  const cards = [
    {
      key: 'availability',
      label: t('dashboard.stats.availability'),
      icon: IconBed,
      color: 'teal',
      value:
        counts &&
        `${format.number(counts['available-rooms'])}/${format.number(counts['total-rooms'])}`,
      loading: stats.isPending && stats.isFetching,
    },
    {
      key: 'fullNight',
      label: t('dashboard.stats.fullNight'),
      icon: IconMoon,
      color: 'violet',
      value: count(counts?.['full-night']),
      loading: stats.isPending && stats.isFetching,
    },
    {
      key: 'daycation',
      label: t('dashboard.stats.daycation'),
      icon: IconSun,
      color: 'yellow',
      value: count(counts?.daycation),
      loading: stats.isPending && stats.isFetching,
    },
    {
      key: 'session',
      label: t('dashboard.stats.session'),
      icon: IconClock,
      color: 'blue',
      value: count(counts?.session),
      loading: stats.isPending && stats.isFetching,
    },
    {
      key: 'housekeeping',
      label: t('dashboard.stats.housekeeping'),
      icon: IconBrush,
      color: 'orange',
      value: count(counts?.housekeeping),
      loading: stats.isPending && stats.isFetching,
    },
    {
      key: 'food',
      label: t('dashboard.stats.foodRevenue'),
      icon: IconToolsKitchen2,
      color: 'pink',
      value: food === undefined ? undefined : format.kyat(food),
      loading: foodRevenue.isPending && foodRevenue.isFetching,
    },
    {
      key: 'room',
      label: t('dashboard.stats.roomRevenue'),
      icon: IconCash,
      color: 'green',
      value: revenue === undefined ? undefined : format.kyat(revenue),
      loading: roomRevenue.isPending && roomRevenue.isFetching,
    },
  ] as const;

  return (
    <div className={classes.cards}>
      {cards.map(({ key, label, icon, color, value, loading }) => (
        <div key={key} data-testid="stat-card" data-stat={key} style={{ minWidth: 0 }}>
          <StatCard
            label={label}
            color={color}
            icon={plainIcon(icon, { size: 14, 'aria-hidden': true })}
            value={value}
            loading={loading}
          />
        </div>
      ))}
    </div>
  );
};
