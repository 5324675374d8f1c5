import { useId, type ReactNode } from 'react';

export interface SegmentedChoiceProps<Value extends string> {
  /** Names the group for screen readers. */
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  data: readonly { value: Value; label: ReactNode }[];
}

/**
 * Mantine's SegmentedControl (size xs) as plain radio buttons with its classes, for the first
 * screen: the look comes from SegmentedControl's stylesheet (app/styles/first-screen.ts), the
 * behaviour from the browser's radio group (arrow keys move the choice). Without Mantine's
 * JavaScript the first screen is 3 KB lighter (ADR 049); the active choice is painted by the
 * stylesheet, only the indicator's slide between choices is not there.
 */
export const SegmentedChoice = <Value extends string>({
  label,
  value,
  onChange,
  data,
}: SegmentedChoiceProps<Value>) => {
  const name = useId();
  return (
    <div
      className="m_cf365364 mantine-SegmentedControl-root"
      style={{
        ['--sc-shadow' as string]: 'var(--mantine-shadow-xs)',
        ['--sc-padding' as string]: 'var(--sc-padding-xs)',
        ['--sc-font-size' as string]: 'var(--mantine-font-size-xs)',
      }}
      data-size="xs"
      data-with-items-borders="true"
      aria-label={label}
      role="radiogroup"
    >
      {data.map((item) => {
        const id = `${name}-${item.value}`;
        const active = item.value === value ? true : undefined;
        return (
          <div
            key={item.value}
            className="m_69686b9b mantine-SegmentedControl-control"
            data-active={active}
          >
            <input
              className="m_1714d588 mantine-SegmentedControl-input"
              type="radio"
              id={id}
              data-focus-ring="auto"
              name={name}
              value={item.value}
              checked={item.value === value}
              onChange={() => onChange(item.value)}
            />
            <label
              className="m_1738fcb2 mantine-SegmentedControl-label"
              data-active={active}
              htmlFor={id}
            >
              <span className="m_78882f40 mantine-SegmentedControl-innerLabel">{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
};
