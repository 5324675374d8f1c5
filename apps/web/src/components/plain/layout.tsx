import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Mantine's Button, Anchor, Group, Stack, Center, Title, Text and Loader, as the first screen
 * uses them, as plain elements with Mantine's classes: the look comes from their stylesheets
 * (app/styles/first-screen.ts) and the theme's variables (vite.config.ts writes them as CSS), and
 * the first screen downloads no Mantine JavaScript at all (ADR 049). The markup is what Mantine
 * 9.7 renders for the same props.
 */

const vars = (values: Record<string, string | undefined>) => values as CSSProperties;

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
const spacing = (gap: Spacing | number) =>
  typeof gap === 'number'
    ? `calc(${gap / 16}rem * var(--mantine-scale))`
    : `var(--mantine-spacing-${gap})`;

/** Mantine's Oval loader (size md unless inside a button). */
export const PlainLoader = ({ label }: { label: string }) => (
  <span className="m_b34414df m_5ae2e3c mantine-Loader-root" aria-label={label} />
);

export interface PlainButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style'
> {
  size?: 'xs' | 'sm' | 'lg';
  /** Light red (a failure's Try again); filled in the primary colour otherwise. */
  variant?: 'filled' | 'light-red';
  fullWidth?: boolean;
  loading?: boolean;
  children: ReactNode;
}

/** Mantine's Button: filled (primary) or light red; while loading, its loader and disabled. */
export const PlainButton = ({
  size = 'sm',
  variant = 'filled',
  fullWidth,
  loading,
  disabled,
  type = 'button',
  children,
  ...button
}: PlainButtonProps) => {
  const sized =
    size === 'sm'
      ? {}
      : {
          '--button-height': `var(--button-height-${size})`,
          '--button-padding-x': `var(--button-padding-x-${size})`,
          '--button-fz': `var(--mantine-font-size-${size})`,
        };
  const coloured =
    variant === 'light-red'
      ? {
          '--button-bg': 'var(--mantine-color-red-light)',
          '--button-hover': 'var(--mantine-color-red-light-hover)',
          '--button-color': 'var(--mantine-color-red-light-color)',
          '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
        }
      : { '--button-color': 'var(--mantine-color-white)' };
  const inactive = loading || disabled;
  return (
    <button
      style={vars({ ...sized, ...coloured })}
      className={`mantine-focus-auto ${inactive ? '' : 'mantine-active '}m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`}
      data-variant={variant === 'light-red' ? 'light' : undefined}
      data-size={size === 'sm' ? undefined : size}
      data-loading={loading ? true : undefined}
      data-block={fullWidth ? true : undefined}
      type={type}
      disabled={inactive}
      {...button}
    >
      {loading ? (
        <span
          style={{
            transitionProperty: 'transform, opacity',
            backfaceVisibility: 'hidden',
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
            style={vars({
              '--loader-size': 'calc(var(--button-height) / 1.8)',
              '--loader-color': 'var(--button-color)',
            })}
            className="m_b34414df m_5ae2e3c mantine-Loader-root"
          />
        </span>
      ) : null}
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_811560b9 mantine-Button-label" data-loading={loading ? true : undefined}>
          {children}
        </span>
      </span>
    </button>
  );
};

/** Mantine's Button (filled, size sm) as a router link, as `<Button component={Link}>`. */
export const PlainButtonLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link
    to={to}
    style={vars({ '--button-color': 'var(--mantine-color-white)' })}
    className="mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root"
  >
    <span className="m_80f1301b mantine-Button-inner">
      <span className="m_811560b9 mantine-Button-label">{children}</span>
    </span>
  </Link>
);

/** Mantine's Anchor (size sm, underlined on hover) as a router link. */
export const PlainLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link
    to={to}
    style={vars({
      '--text-fz': 'var(--mantine-font-size-sm)',
      '--text-lh': 'var(--mantine-line-height-sm)',
    })}
    className="mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root"
    data-size="sm"
    data-underline="hover"
  >
    {children}
  </Link>
);

/** Mantine's Group (gap md, wraps). */
export const PlainGroup = ({
  justify,
  children,
}: {
  justify: 'center' | 'flex-end';
  children: ReactNode;
}) => (
  <div
    style={vars({
      '--group-gap': 'var(--mantine-spacing-md)',
      '--group-align': 'center',
      '--group-justify': justify,
      '--group-wrap': 'wrap',
    })}
    className="m_4081bf90 mantine-Group-root"
  >
    {children}
  </div>
);

/** Mantine's Stack. */
export const PlainStack = ({
  gap = 'md',
  align = 'stretch',
  children,
}: {
  gap?: Spacing | number;
  align?: 'stretch' | 'center';
  children: ReactNode;
}) => (
  <div
    style={vars({
      '--stack-gap': spacing(gap),
      '--stack-align': align,
      '--stack-justify': 'flex-start',
    })}
    className="m_6d731127 mantine-Stack-root"
  >
    {children}
  </div>
);

/** Mantine's Center, at least `minHeight` tall, with padding md when `padded`. */
export const PlainCenter = ({
  minHeight,
  padded,
  children,
}: {
  minHeight?: string;
  padded?: boolean;
  children: ReactNode;
}) => (
  <div
    style={{
      ...(padded ? { padding: 'var(--mantine-spacing-md)' } : {}),
      ...(minHeight ? { minHeight } : {}),
    }}
    className="m_4451eb3a mantine-Center-root"
  >
    {children}
  </div>
);

/**
 * Mantine's Title: an h1 (or the `order` given), drawn at its own or another heading's size; the
 * h2 size is centred, as the sign-in cards use it, unless `center` says otherwise.
 */
export const PlainTitle = ({
  order = 1,
  size = 'h1',
  center = size === 'h2',
  children,
}: {
  order?: 1 | 3;
  size?: 'h1' | 'h2' | 'h3' | 'h5';
  center?: boolean;
  children: ReactNode;
}) => {
  const Heading = order === 3 ? 'h3' : 'h1';
  return (
    <Heading
      style={vars({
        '--title-fw': `var(--mantine-${size}-font-weight)`,
        '--title-lh': `var(--mantine-${size}-line-height)`,
        '--title-fz': `var(--mantine-${size}-font-size)`,
        ...(center ? { textAlign: 'center' } : {}),
      })}
      className="m_8a5d1357 mantine-Title-root"
      data-size={size === 'h1' ? undefined : size}
      data-order={order}
    >
      {children}
    </Heading>
  );
};

/** Mantine's Text (size sm), dimmed. */
export const PlainDimmedText = ({ children }: { children: ReactNode }) => (
  <p
    style={vars({
      '--text-fz': 'var(--mantine-font-size-sm)',
      '--text-lh': 'var(--mantine-line-height-sm)',
      color: 'var(--mantine-color-dimmed)',
    })}
    className="mantine-focus-auto m_b6d8b162 mantine-Text-root"
    data-size="sm"
  >
    {children}
  </p>
);
