import { useId, type CSSProperties, type ReactNode } from 'react';

export interface LightAlertProps {
  /** A theme colour's name: 'red', 'yellow', 'orange'. */
  color: string;
  role: 'alert' | 'status';
  icon?: ReactNode;
  title?: ReactNode;
  /** Its margins and padding (Mantine's `mb`, `py`), as inline style. */
  style?: CSSProperties | undefined;
  children: ReactNode;
}

/**
 * Mantine's Alert, variant light, without a close button, as plain elements with Mantine's
 * classes: the markup Mantine 9.7 renders for the same props (`light-alert.test.tsx` compares
 * them). The desk's banners and the room grid's failure are on every reception screen's first
 * load; Mantine's Alert came with Button and Transition in one shared chunk (ADR 063). The first
 * screen draws the same markup with its own `AlertBox` (plain/sign-in-fields.tsx), in its entry:
 * one shared Alert cost the first screen 0.1-0.3 KB more (a file of its own, or more exports)
 * and took it over its 120 KB budget.
 */
export const LightAlert = ({ color, role, icon, title, style, children }: LightAlertProps) => {
  const id = `mantine-${useId()}`;
  return (
    <div
      style={
        {
          '--alert-bg': `var(--mantine-color-${color}-light)`,
          '--alert-color': `var(--mantine-color-${color}-light-color)`,
          '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
          ...style,
        } as CSSProperties
      }
      className="m_66836ed3 mantine-Alert-root"
      data-variant="light"
      id={id}
      role={role}
      aria-describedby={`${id}-body`}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        {icon ? <div className="m_667f2a6a mantine-Alert-icon">{icon}</div> : null}
        <div className="m_667c2793 mantine-Alert-body">
          {title ? (
            <div className="m_6a03f287 mantine-Alert-title">
              <span id={`${id}-title`} className="m_698f4f23 mantine-Alert-label">
                {title}
              </span>
            </div>
          ) : null}
          <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message" data-variant="light">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
};
