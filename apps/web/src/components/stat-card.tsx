import type { ReactNode } from 'react';
import {
  borderedPaperProps,
  groupProps,
  lightThemeIconProps,
  loaderProps,
  rem,
  textProps,
} from './plain/boxes.ts';

export interface StatCardProps {
  /** A small icon (14px). */
  icon: ReactNode;
  label: string;
  /** A Mantine colour name ('teal'). */
  color: string;
  /** The figure to show, formatted; undefined shows the placeholder dash. */
  value?: string | undefined;
  loading?: boolean;
}

const paper = borderedPaperProps({
  paddingInline: 'var(--mantine-spacing-xs)',
  paddingBlock: rem(8),
  minWidth: rem(0),
});
const header = groupProps({ gap: 6, wrap: 'nowrap', style: { minWidth: rem(0) } });
const labelText = textProps({ size: 'xs', c: 'dimmed', truncate: true });
const figure = textProps({ fw: 700, size: 'md', truncate: true });
const hiddenFigure = textProps({
  fw: 700,
  size: 'md',
  truncate: true,
  style: { visibility: 'hidden' },
});

/**
 * One card of the dashboard's stat row: icon, label, its own spinner, a dash when empty. The
 * figure has the card's full width, so seven cards fit a 1024px screen. Plain elements drawn by
 * Mantine's Paper, Group, ThemeIcon, Text and Loader styles (ADR 056).
 */
export const StatCard = ({ icon, label, color, value, loading = false }: StatCardProps) => (
  <div {...paper}>
    <div {...header}>
      <div {...lightThemeIconProps(color, 'sm', 'sm')}>{icon}</div>
      <p {...labelText} title={label}>
        {label}
      </p>
    </div>
    {/* The spinner sits over an invisible line of the figure's height: no jump when it comes. */}
    <div style={{ marginTop: rem(4), position: 'relative' }}>
      <p {...(loading ? hiddenFigure : figure)}>{loading ? '\u00a0' : (value ?? '-')}</p>
      {loading ? (
        <span
          {...loaderProps('xs', color, {
            position: 'absolute',
            top: '50%',
            left: rem(0),
            transform: 'translateY(-50%)',
          })}
          aria-label={label}
        />
      ) : null}
    </div>
  </div>
);
