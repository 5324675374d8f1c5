import type { CSSProperties, ReactElement } from 'react';
import type { Icon, IconProps } from '@tabler/icons-react';

/**
 * The class names, data attributes and inline style Mantine 9.7 gives its Text, Group, Stack,
 * Paper, ThemeIcon and Loader for the props the dashboard uses (read from
 * `renderToStaticMarkup`), as props to spread on a plain element: Mantine's stylesheets draw it,
 * and each element of the many cards and lines is one fiber instead of three or four (ADR 056).
 * Props, not components, so that a card stays one component. The first screen keeps its own few
 * in `layout.tsx`: a module shared with it goes into its entry whole, and its 120 KB has no room.
 */

type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const vars = (values: Record<string, string | number | undefined>) => values as CSSProperties;

/** Mantine's `rem()` of a number of pixels, as its inline styles write it. */
export const rem = (px: number) =>
  px === 0 ? '0rem' : `calc(${px / 16}rem * var(--mantine-scale))`;

/** A spacing: a theme step or pixels. */
const spacing = (gap: Size | number) =>
  typeof gap === 'number' ? rem(gap) : `var(--mantine-spacing-${gap})`;

/** A colour as Mantine's `c` prop takes it: 'dimmed', 'red.7', 'inherit'. */
const textColor = (c: string) => {
  if (c === 'dimmed' || c === 'inherit') return c === 'dimmed' ? 'var(--mantine-color-dimmed)' : c;
  const [name, shade] = c.split('.');
  return `var(--mantine-color-${name}-${shade})`;
};

export interface TextLook {
  size?: Size;
  fw?: number;
  lh?: number;
  /** 'dimmed', 'inherit' or a colour and shade ('red.7'; 'red.text' is Mantine's `c="red"`). */
  c?: string | undefined;
  /** Cut with an ellipsis at the end. */
  truncate?: boolean;
  /** Takes the font of its parent (Mantine's `inherit`). */
  inherit?: boolean;
  className?: string | undefined;
  style?: CSSProperties | undefined;
}

/** Mantine's Text (`<Text>`; spread on a p, or a span for `<Text span>`). */
export const textProps = ({
  size = 'md',
  fw,
  lh,
  c,
  truncate,
  inherit,
  className,
  style,
}: TextLook) => ({
  className: `mantine-focus-auto ${className ? `${className} ` : ''}m_b6d8b162 mantine-Text-root`,
  'data-size': size,
  'data-truncate': truncate ? 'end' : undefined,
  'data-inherit': inherit ? true : undefined,
  style: vars({
    '--text-fz': `var(--mantine-font-size-${size})`,
    '--text-lh': `var(--mantine-line-height-${size})`,
    ...style,
    color: c === undefined ? undefined : textColor(c),
    fontWeight: fw,
    lineHeight: lh,
  }),
});

export interface FlexLook {
  gap?: Size | number;
  align?: 'center' | 'stretch';
  justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between';
  /** Group only: whether the items wrap (Mantine's default) or stay on one line. */
  wrap?: 'wrap' | 'nowrap';
  className?: string | undefined;
  style?: CSSProperties | undefined;
}

/** Mantine's class names after the element's own, as Mantine writes them. */
const classes = (own: string | undefined, mantine: string) => (own ? `${own} ${mantine}` : mantine);

/** Mantine's Group: a row. */
export const groupProps = ({
  gap = 'md',
  align = 'center',
  justify = 'flex-start',
  wrap = 'wrap',
  className,
  style,
}: FlexLook) => ({
  className: classes(className, 'm_4081bf90 mantine-Group-root'),
  style: vars({
    '--group-gap': spacing(gap),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
    ...style,
  }),
});

/** Mantine's Stack: a column. */
export const stackProps = ({
  gap = 'md',
  align = 'stretch',
  justify = 'flex-start',
  className,
  style,
}: FlexLook) => ({
  className: classes(className, 'm_6d731127 mantine-Stack-root'),
  style: vars({
    '--stack-gap': spacing(gap),
    '--stack-align': align,
    '--stack-justify': justify,
    ...style,
  }),
});

/** Mantine's Paper with a border and the radius md, as the dashboard's panels and cards. */
export const borderedPaperProps = (style: CSSProperties) => ({
  className: 'm_1b7284a3 mantine-Paper-root',
  'data-with-border': true,
  style: vars({ '--paper-radius': 'var(--mantine-radius-md)', ...style }),
});

/**
 * A dashboard panel: that Paper with the padding sm, at least `minHeight` pixels tall, as tall as
 * its grid cell when `fill`. Plain, so that Paper's code stays off the dashboard.
 */
export const panelProps = (minHeight: number, fill: boolean) =>
  borderedPaperProps({
    padding: 'var(--mantine-spacing-sm)',
    ...(fill ? { height: '100%' } : {}),
    minHeight: rem(minHeight),
  });

/** Mantine's ThemeIcon, light variant: a tinted square or circle around an icon. */
export const lightThemeIconProps = (color: string, size: Size, radius: 'sm' | 'md' | 'xl') => ({
  className: 'm_7341320d mantine-ThemeIcon-root',
  'data-variant': 'light',
  'data-size': size,
  style: vars({
    '--ti-size': `var(--ti-size-${size})`,
    '--ti-radius': `var(--mantine-radius-${radius})`,
    '--ti-bg': `var(--mantine-color-${color}-light)`,
    '--ti-color': `var(--mantine-color-${color}-light-color)`,
    '--ti-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  }),
});

/** Mantine's Oval Loader of a size and colour. */
export const loaderProps = (size: Size, color: string, style?: CSSProperties) => ({
  className: 'm_b34414df m_5ae2e3c mantine-Loader-root',
  'data-size': size,
  style: vars({
    '--loader-size': `var(--loader-size-${size})`,
    '--loader-color': `var(--mantine-color-${color}-filled)`,
    ...style,
  }),
});

type IconRender = (props: IconProps, ref: null) => ReactElement;

/**
 * A tabler icon's svg, drawn by the icon's own render function: the same markup without the
 * icon's forwardRef fiber (its render is pure, with no hooks: createReactComponent.mjs).
 */
export const plainIcon = (icon: Icon, props: IconProps): ReactElement =>
  (icon as unknown as { render: IconRender }).render(props, null);

/**
 * Mantine's ActionIcon, size sm and variant subtle, in a colour (the theme's primary, indigo, by
 * default), as a plain button's props: the revenue lines' Reprint and Void icons. `loading` marks
 * it busy and disabled, as Mantine does; its spinner is `actionIconLoaderProps`.
 */
export const subtleActionIconProps = (loading = false, color = 'indigo') => ({
  type: 'button' as const,
  className: `mantine-focus-auto${loading ? '' : ' mantine-active'} m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root`,
  'data-variant': 'subtle',
  'data-size': 'sm',
  'data-loading': loading ? true : undefined,
  'aria-busy': loading ? true : undefined,
  disabled: loading,
  style: vars({
    '--ai-size': 'var(--ai-size-sm)',
    '--ai-bg': 'transparent',
    '--ai-hover': `var(--mantine-color-${color}-light-hover)`,
    '--ai-color': `var(--mantine-color-${color}-light-color)`,
    '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  }),
});

/** The icon's box inside it (Mantine's ActionIcon-icon). */
export const actionIconBoxProps = (loading = false) => ({
  className: 'm_8d3afb97 mantine-ActionIcon-icon',
  'data-loading': loading ? true : undefined,
});

/** Its spinner while loading: Mantine's loader box and Oval Loader, without the fade-in. */
export const actionIconLoaderProps = {
  box: { className: 'm_302b9fb1 mantine-ActionIcon-loader', 'aria-hidden': true },
  loader: {
    className: 'm_b34414df m_5ae2e3c mantine-Loader-root',
    style: vars({
      '--loader-size': 'calc(var(--ai-size) * 0.55)',
      '--loader-color': 'var(--ai-color)',
    }),
  },
};
