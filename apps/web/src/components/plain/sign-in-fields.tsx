import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';

/**
 * Mantine's TextInput, PasswordInput, Alert and Paper (size sm, as the sign-in cards use them) as
 * plain elements with Mantine's classes, for the first screen: the look comes from their
 * stylesheets (app/styles/first-screen.ts), and no Mantine JavaScript is downloaded for them
 * (ADR 049). The markup is what Mantine 9.7 renders for the same props.
 */

const vars = (values: Record<string, string>) => values as CSSProperties;

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  error?: ReactNode;
  component: 'TextInput' | 'PasswordInput';
  children: ReactNode;
  /** The wrapper's own extra attributes (the password field's right section). */
  withRightSection?: boolean;
}

const FieldFrame = ({
  id,
  label,
  required,
  error,
  component,
  children,
  withRightSection,
}: FieldFrameProps) => (
  <div
    className={`${component === 'PasswordInput' ? 'm_f61ca620 mantine-PasswordInput-root ' : ''}m_46b77525 mantine-InputWrapper-root mantine-${component}-root`}
    style={
      component === 'PasswordInput'
        ? vars({
            '--psi-icon-size': 'var(--psi-icon-size-sm)',
            '--psi-button-size': 'var(--psi-button-size-sm)',
          })
        : undefined
    }
    data-size="sm"
    data-error={error ? true : undefined}
  >
    <label
      style={vars({ '--input-label-size': 'var(--mantine-font-size-sm)' })}
      className={`m_8fdc1311 mantine-InputWrapper-label mantine-${component}-label`}
      data-size="sm"
      data-required={required ? true : undefined}
      htmlFor={id}
      id={`${id}-label`}
    >
      {label}
      {required ? (
        <span
          className={`m_78a94662 mantine-InputWrapper-required mantine-${component}-required`}
          aria-hidden
        >
          {' *'}
        </span>
      ) : null}
    </label>
    <div
      style={vars({
        ...(error ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
        '--input-height': 'var(--input-height-sm)',
        '--input-fz': 'var(--mantine-font-size-sm)',
      })}
      className={`m_6c018570 mantine-Input-wrapper mantine-${component}-wrapper`}
      data-variant="default"
      data-size="sm"
      data-error={error ? true : undefined}
      data-with-right-section={withRightSection ? true : undefined}
    >
      {children}
    </div>
    {error ? (
      <p
        style={vars({
          '--input-error-size':
            'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
        })}
        className={`m_8f816625 mantine-InputWrapper-error mantine-${component}-error`}
        data-size="sm"
        id={`${id}-error`}
      >
        {error}
      </p>
    ) : null}
  </div>
);

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'style' | 'type'
>;

export interface TextFieldProps extends NativeInputProps {
  label: string;
  /** Shown under the field, which is then marked invalid. */
  error?: ReactNode;
  type?: 'text' | 'email';
}

/** Mantine's TextInput (size sm): label, required star, input, error under it. */
export const TextField = ({ label, error, required, type, ...input }: TextFieldProps) => {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error} component="TextInput">
      <input
        className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
        data-variant="default"
        data-error={error ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required={required}
        id={id}
        type={type}
        {...input}
      />
    </FieldFrame>
  );
};

export interface PasswordFieldProps extends NativeInputProps {
  label: string;
  visible: boolean;
  onVisibilityChange: (visible: boolean) => void;
  /** The toggle's icon for the current state, and its name for screen readers. */
  toggleIcon: ReactNode;
  toggleLabel: string;
}

/** Mantine's PasswordInput (size sm) with its show/hide toggle, focusable. */
export const PasswordField = ({
  label,
  required,
  visible,
  onVisibilityChange,
  toggleIcon,
  toggleLabel,
  ...input
}: PasswordFieldProps) => {
  const id = useId();
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      component="PasswordInput"
      withRightSection
    >
      <div
        className="m_ccf8da4c m_8fb7ebe7 mantine-Input-input mantine-PasswordInput-input"
        data-variant="default"
      >
        <input
          required={required}
          className="m_f2d85dd2 mantine-PasswordInput-innerInput"
          id={id}
          type={visible ? 'text' : 'password'}
          {...input}
        />
      </div>
      <div
        data-position="right"
        className="m_82577fc2 mantine-Input-section mantine-PasswordInput-section"
      >
        <button
          style={vars({
            '--ai-bg': 'transparent',
            '--ai-hover': 'var(--mantine-color-gray-light-hover)',
            '--ai-color': 'var(--mantine-color-gray-light-color)',
            '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
          })}
          className="mantine-focus-auto mantine-active m_b1072d44 mantine-PasswordInput-visibilityToggle m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root"
          data-variant="subtle"
          type="button"
          aria-pressed={visible}
          aria-label={toggleLabel}
          // As Mantine's: a click does not take the focus from the password.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onVisibilityChange(!visible)}
        >
          <span className="m_8d3afb97 mantine-ActionIcon-icon">{toggleIcon}</span>
        </button>
      </div>
    </FieldFrame>
  );
};

export interface AlertBoxProps {
  /** Mantine colour name: red for failures, blue for information. */
  color: 'red' | 'blue';
  icon?: ReactNode;
  title?: ReactNode;
  role?: 'alert';
  children?: ReactNode;
}

/** Mantine's Alert (light variant). */
export const AlertBox = ({ color, icon, title, role, children }: AlertBoxProps) => {
  const id = useId();
  return (
    <div
      style={vars({
        '--alert-bg': `var(--mantine-color-${color}-light)`,
        '--alert-color': `var(--mantine-color-${color}-light-color)`,
        '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
      })}
      className="m_66836ed3 mantine-Alert-root"
      id={id}
      role={role ?? 'alert'}
      aria-describedby={children ? `${id}-body` : undefined}
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
          {children ? (
            <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message">
              {children}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
};

/** Mantine's Paper with a border, shadow sm, radius md, padding xl, as wide as `width` px. */
export const CardPaper = ({ width, children }: { width: number; children: ReactNode }) => (
  <div
    style={vars({
      '--paper-radius': 'var(--mantine-radius-md)',
      '--paper-shadow': 'var(--mantine-shadow-sm)',
      padding: 'var(--mantine-spacing-xl)',
      width: `calc(${width / 16}rem * var(--mantine-scale))`,
      maxWidth: '100%',
    })}
    className="m_1b7284a3 mantine-Paper-root"
    data-with-border="true"
  >
    {children}
  </div>
);
