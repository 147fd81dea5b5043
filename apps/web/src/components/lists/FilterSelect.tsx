import type { ReactNode } from 'react';

/** One filter of a list's form: its label and a choice of all (the empty value) or one of its options. */
export function FilterSelect({
  id,
  name,
  label,
  all,
  selected,
  options,
}: {
  id: string;
  name: string;
  label: string;
  /** What the empty choice says ("every category"). */
  all: string;
  /** The value chosen now; '' for all. */
  selected: string;
  options: readonly { value: string | number; label: ReactNode }[];
}) {
  return (
    <div className="list-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={selected}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
