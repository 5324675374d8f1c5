import type { CSSProperties } from 'react';
import { describe, expect, it } from 'vitest';
import { Alert, type AlertProps } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { drawn } from '../../test/mantine-markup.tsx';
import { LightAlert } from './light-alert.tsx';

// Every alert the reception screens draw with LightAlert, with Mantine's props and the same as
// inline style.
const alerts: {
  name: string;
  color: string;
  role: 'alert' | 'status';
  icon?: boolean;
  title?: string;
  mantine: AlertProps;
  style?: CSSProperties;
}[] = [
  {
    name: 'the live-updates banner',
    color: 'red',
    role: 'alert',
    icon: true,
    mantine: { py: 6, mb: 'sm' },
    style: {
      paddingBlock: 'calc(0.375rem * var(--mantine-scale))',
      marginBottom: 'var(--mantine-spacing-sm)',
    },
  },
  {
    name: 'the immigration reminder',
    color: 'orange',
    role: 'status',
    title: 'Report to immigration',
    mantine: { py: 'xs' },
    style: { paddingBlock: 'var(--mantine-spacing-xs)' },
  },
  { name: "the room grid's failure", color: 'red', role: 'alert', mantine: {} },
];

describe('LightAlert', () => {
  it.each(alerts)(
    'draws what Mantine draws: $name',
    ({ color, role, icon, title, mantine, style }) => {
      const iconElement = icon ? <IconPlugConnectedX size={18} /> : undefined;
      expect(
        drawn(
          <LightAlert color={color} role={role} icon={iconElement} title={title} style={style}>
            Body
          </LightAlert>,
        ),
      ).toEqual(
        drawn(
          <Alert
            color={color}
            variant="light"
            role={role}
            icon={iconElement}
            title={title}
            {...mantine}
          >
            Body
          </Alert>,
        ),
      );
    },
  );

  it('is told apart from another colour', () => {
    expect(
      drawn(
        <LightAlert color="red" role="alert">
          Body
        </LightAlert>,
      ),
    ).not.toEqual(
      drawn(
        <Alert color="yellow" variant="light" role="alert">
          Body
        </Alert>,
      ),
    );
  });
});
