import { DateInput } from '@mantine/dates';
import type { ReportRange } from '@frontdesk/domain';

/**
 * The From and To of a range of the hotel's dates (the owner's Reports and Expenses): To never
 * before From. `labels` are the page's own words.
 */
export const DateRangeInputs = ({
  range,
  onChange,
  labels,
}: {
  range: ReportRange;
  onChange: (change: (range: ReportRange) => ReportRange) => void;
  labels: { from: string; to: string };
}) =>
  (['from', 'to'] as const).map((end) => (
    <DateInput
      key={end}
      label={labels[end]}
      value={range[end]}
      size="sm"
      w={150}
      valueFormat="DD/MM/YYYY"
      minDate={end === 'to' ? range.from : undefined}
      maxDate={end === 'from' ? range.to : undefined}
      onChange={(value) => value && onChange((r) => ({ ...r, [end]: value.slice(0, 10) }))}
    />
  ));
