import type { ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';

/**
 * Mantine's Button as the signed-in screens' bars use it (the top bar, Today's counts, the date
 * panels' Today and Add), as a plain button with Mantine's classes, data attributes and inline
 * variables: the markup Mantine 9.7 renders for the same props, drawn by Mantine's stylesheet
 * (`desk-button.test.tsx` compares the two). One component and its elements instead of Mantine's
 * Button, UnstyledButton and Boxes with their style hooks, on every signed-in page (ADR 063).
 * The first screen has its own `PlainButton` (plain/layout.tsx), in its entry.
 */

export interface DeskButtonLook {
  size: 'xs' | 'compact-xs' | 'compact-sm';
  /** Mantine's variant; without it, filled in the primary colour (Mantine's default). */
  variant?: 'default' | 'filled' | 'light' | 'subtle' | undefined;
  /** A theme colour's name; the primary colour (indigo) by default. */
  color?: string | undefined;
}

/** The colours Mantine's default variant resolver gives a variant and colour. */
const colours = ({ variant, color }: DeskButtonLook): Record<string, string> => {
  const border = 'calc(0.0625rem * var(--mantine-scale)) solid';
  if (variant === 'default') {
    return {
      '--button-bg': 'var(--mantine-color-default)',
      '--button-hover': 'var(--mantine-color-default-hover)',
      '--button-color': 'var(--mantine-color-default-color)',
      '--button-bd': `${border} var(--mantine-color-default-border)`,
    };
  }
  const c = `var(--mantine-color-${color ?? 'indigo'}`;
  if (variant === undefined) return { '--button-color': 'var(--mantine-color-white)' };
  const filled = variant === 'filled';
  return {
    '--button-bg': variant === 'subtle' ? 'transparent' : `${c}-${filled ? 'filled' : 'light'})`,
    '--button-hover': `${c}-${filled ? 'filled-hover' : 'light-hover'})`,
    '--button-color': filled ? 'var(--mantine-color-white)' : `${c}-light-color)`,
    '--button-bd': `${border} transparent`,
  };
};

/**
 * A busy button's spinner, as Mantine draws it once its fade-in has run. (The first screen's
 * PlainButton draws the same in its entry; sharing it put 0.2 KB more in the entry.)
 */
const loader = (
  <span
    style={{
      transitionProperty: 'transform, opacity',
      WebkitBackfaceVisibility: 'hidden',
      transitionDuration: '150ms',
      transitionTimingFunction: 'ease',
      transformOrigin: 'center',
      opacity: 1,
      transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
    }}
    className="m_a25b86ee mantine-Button-loader"
    aria-hidden
  >
    <span
      style={
        {
          '--loader-size': 'calc(var(--button-height) / 1.8)',
          '--loader-color': 'var(--button-color)',
        } as CSSProperties
      }
      className="m_b34414df m_5ae2e3c mantine-Loader-root"
    />
  </span>
);

/** The button's own props for a look: class names, data attributes and inline variables. */
const deskButtonProps = (
  look: DeskButtonLook,
  left: boolean,
  right: boolean,
  loading: boolean,
) => ({
  type: 'button' as const,
  className: `mantine-focus-auto ${loading ? '' : 'mantine-active '}m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`,
  'data-variant': look.variant,
  'data-size': look.size,
  'data-with-left-section': left ? true : undefined,
  'data-with-right-section': right ? true : undefined,
  'data-loading': loading ? true : undefined,
  disabled: loading ? true : undefined,
  style: {
    '--button-height': `var(--button-height-${look.size})`,
    '--button-padding-x': `var(--button-padding-x-${look.size})`,
    '--button-fz': `var(--mantine-font-size-${look.size.replace('compact-', '')})`,
    ...colours(look),
  } as CSSProperties,
});

export interface DeskButtonProps
  extends
    DeskButtonLook,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'type' | 'style'> {
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** Busy: Mantine's spinner over the label, and disabled. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const section = (position: 'left' | 'right', content: ReactNode) => (
  <span className="m_a74036a mantine-Button-section" data-position={position}>
    {content}
  </span>
);

/** Mantine's Button as plain elements. */
export const DeskButton = ({
  size,
  variant,
  color,
  leftSection,
  rightSection,
  loading = false,
  className,
  children,
  ...button
}: DeskButtonProps) => {
  const own = deskButtonProps(
    { size, variant, color },
    Boolean(leftSection),
    Boolean(rightSection),
    loading,
  );
  // A menu's target adds a class of its own (Mantine's Menu.Target clones the button).
  return (
    <button
      {...own}
      {...button}
      className={className ? `${own.className} ${className}` : own.className}
    >
      {loading ? loader : null}
      <span className="m_80f1301b mantine-Button-inner">
        {leftSection ? section('left', leftSection) : null}
        <span className="m_811560b9 mantine-Button-label" data-loading={loading ? true : undefined}>
          {children}
        </span>
        {rightSection ? section('right', rightSection) : null}
      </span>
    </button>
  );
};
