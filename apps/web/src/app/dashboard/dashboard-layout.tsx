import type { ReactNode } from 'react';
import { stackProps } from '../../components/plain/boxes.ts';
import classes from './dashboard-layout.module.css';

export interface DashboardLayoutProps {
  /** The row of stat cards. */
  stats: ReactNode;
  /** The three date panels, left to right. */
  reservations: ReactNode;
  foodRevenue: ReactNode;
  roomRevenue: ReactNode;
  /** The room overview grid. */
  rooms: ReactNode;
}

const roomOverviewId = 'room-overview';

/** A grid cell that may be narrower than its content (Mantine's `miw={0}`). */
const shrinks = { minWidth: '0rem' };

/**
 * Brings the room grid to the top of the screen (Today's 'Rooms' button): on a 1024x768 tablet it
 * sits below the stat cards and the three date panels (ADR 039).
 */
export const showRoomOverview = () => {
  const grid = document.getElementById(roomOverviewId);
  if (!grid) return;
  // Clear of the top bar, as tall as it is (two rows or more on a narrow screen).
  const topBar = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
  grid.style.scrollMarginTop = `calc(${topBar}px + var(--mantine-spacing-xs))`;
  grid.scrollIntoView({ block: 'start' });
  grid.focus({ preventScroll: true });
};

/**
 * Where each part of the dashboard goes: stat cards on top, the three date panels side by side,
 * the room grid below. Columns shrink (never scroll sideways) down to a 1024px tablet.
 */
export const DashboardLayout = ({
  stats,
  reservations,
  foodRevenue,
  roomRevenue,
  rooms,
}: DashboardLayoutProps) => (
  // Mantine's Stack and Boxes as plain elements (ADR 063).
  <div {...stackProps({ gap: 'sm' })}>
    <section>{stats}</section>
    <div className={classes.panels}>
      <div style={shrinks}>{reservations}</div>
      <div style={shrinks}>{foodRevenue}</div>
      <div style={shrinks}>{roomRevenue}</div>
    </div>
    <div style={shrinks} id={roomOverviewId} tabIndex={-1} className={classes.rooms}>
      {rooms}
    </div>
  </div>
);
