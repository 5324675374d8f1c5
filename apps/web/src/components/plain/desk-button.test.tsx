import type { CSSProperties } from 'react';
import { describe, expect, it } from 'vitest';
import { Button, Text } from '@mantine/core';
import { IconLogout, IconPlus } from '@tabler/icons-react';
import { drawn } from '../../test/mantine-markup.tsx';
import { DeskButton, type DeskButtonLook } from './desk-button.tsx';

const count = (
  <Text span fw={700} size="sm">
    3
  </Text>
);
const plainCount = (
  <span
    className="mantine-focus-auto m_b6d8b162 mantine-Text-root"
    data-size="sm"
    style={
      {
        '--text-fz': 'var(--mantine-font-size-sm)',
        '--text-lh': 'var(--mantine-line-height-sm)',
        fontWeight: 700,
      } as CSSProperties
    }
  >
    3
  </span>
);

// Every look the signed-in screens draw with DeskButton.
const looks: {
  name: string;
  look: DeskButtonLook;
  left?: boolean;
  right?: boolean;
  loading?: boolean;
}[] = [
  { name: "a date panel's Today", look: { size: 'xs', variant: 'default' } },
  { name: "a date panel's Add", look: { size: 'xs' }, left: true },
  { name: "the top bar's Stock", look: { size: 'xs', variant: 'light' }, left: true },
  { name: "the top bar's Calendar", look: { size: 'xs', variant: 'light' } },
  { name: 'Logout', look: { size: 'xs', variant: 'light', color: 'red' }, left: true },
  { name: 'the language switch', look: { size: 'compact-xs', variant: 'default' }, left: true },
  {
    name: "Today's count",
    look: { size: 'compact-sm', variant: 'light', color: 'gray' },
    right: true,
  },
  {
    name: 'Overdue with guests',
    look: { size: 'compact-sm', variant: 'filled', color: 'red' },
    right: true,
  },
  { name: "Today's Rooms", look: { size: 'compact-sm', variant: 'subtle' } },
  { name: 'Reconnect', look: { size: 'compact-sm', variant: 'filled' } },
  { name: 'Mark reported', look: { size: 'compact-xs', variant: 'default' } },
  { name: 'Mark reported, busy', look: { size: 'compact-xs', variant: 'default' }, loading: true },
];

describe('DeskButton', () => {
  it.each(looks)('draws what Mantine draws: $name', ({ look, left, right, loading }) => {
    const Icon = look.color === 'red' ? IconLogout : IconPlus;
    const props = {
      ...look,
      leftSection: left ? <Icon size={14} /> : undefined,
      loading,
      'aria-label': 'label',
      children: 'Label',
    };
    const mantine = drawn(<Button {...props} rightSection={right ? count : undefined} />);
    const plain = drawn(<DeskButton {...props} rightSection={right ? plainCount : undefined} />);
    expect(plain).toEqual(mantine);
  });

  it('is told apart from a different look (the comparison sees colours)', () => {
    const mantine = drawn(
      <Button size="xs" variant="light" color="red">
        Label
      </Button>,
    );
    const plain = drawn(
      <DeskButton size="xs" variant="light">
        Label
      </DeskButton>,
    );
    expect(plain).not.toEqual(mantine);
  });
});
