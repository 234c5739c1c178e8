import { SegmentedControl, Select } from '@mantine/core';

/* A list screen's status filter, either way a screen shows it; the value is always one of the given options. */

interface StatusSelectProps<S extends string> {
  label: string;
  /** Shown while no status is chosen: every status is listed ('All statuses'). */
  placeholder: string;
  statuses: readonly S[];
  labelOf: (status: S) => string;
  value: S | null;
  onChange: (status: S | null) => void;
  w?: number;
}

/** A clearable select of statuses: null lists every status. For long lists of statuses or a row of filters. */
export function StatusSelect<S extends string>(props: StatusSelectProps<S>) {
  const { label, placeholder, statuses, labelOf, value, onChange, w = 220 } = props;
  return (
    <Select
      label={label}
      placeholder={placeholder}
      clearable
      value={value}
      onChange={(next) => onChange(statuses.find((status) => status === next) ?? null)}
      data={statuses.map((status) => ({ value: status, label: labelOf(status) }))}
      w={w}
    />
  );
}

interface StatusSegmentsProps<F extends string> {
  /** The control's name for screen readers ('Filter by status'). */
  label: string;
  /** Every choice, 'all' among them where the list can show everything. */
  options: readonly F[];
  labelOf: (option: F) => string;
  value: F;
  onChange: (option: F) => void;
  /** Stacked on narrow screens where the words would not fit in a row. */
  vertical?: boolean;
  /** Full width on phones. */
  fullWidthOnPhones?: boolean;
}

/** A few statuses as segments, always in sight. */
export function StatusSegments<F extends string>(props: StatusSegmentsProps<F>) {
  const { label, options, labelOf, value, onChange, vertical = false, fullWidthOnPhones = false } = props;
  return (
    <SegmentedControl
      aria-label={label}
      orientation={vertical ? 'vertical' : 'horizontal'}
      value={value}
      onChange={(next) => {
        const option = options.find((candidate) => candidate === next);
        if (option !== undefined) onChange(option);
      }}
      data={options.map((option) => ({ value: option, label: labelOf(option) }))}
      w={fullWidthOnPhones ? { base: '100%', sm: 'auto' } : undefined}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
