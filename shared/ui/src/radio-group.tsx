import type { FieldsetHTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import './radio-group.css';

export type RadioOption<V extends string | number> = Readonly<{
  value: V;
  label: ReactNode;
  /** A second line under the label (why an option is refused, what it gives). */
  description?: ReactNode;
  disabled?: boolean;
}>;

export type RadioGroupProps<V extends string | number> = Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'onChange'
> & {
  legend: ReactNode;
  /** The radios' form name. */
  name: string;
  options: readonly RadioOption<V>[];
  /** The chosen value; null when none is chosen yet. */
  value: V | null;
  onChange: (value: V) => void;
  /** 'stack': one option a row (default); 'grid': as many columns as 128 px allow. */
  layout?: 'stack' | 'grid';
  /** The colour of the chosen option: 'danger' for a choice with consequences. */
  tone?: 'brand' | 'danger';
};

/** Options a player picks one of, each a whole clickable row with a native radio. */
export function RadioGroup<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  layout = 'stack',
  tone = 'brand',
  className,
  ...rest
}: RadioGroupProps<V>) {
  return (
    <fieldset
      {...rest}
      className={cx(
        'omad-radio-group',
        `omad-radio-group--${layout}`,
        `omad-radio-group--${tone}`,
        className,
      )}
    >
      <legend className="omad-radio-group__legend">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="omad-radio-group__option"
          data-disabled={option.disabled ? 'true' : undefined}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <span className="omad-radio-group__body">
            <span className="omad-radio-group__label">{option.label}</span>
            {option.description ? (
              <span className="omad-radio-group__description">{option.description}</span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
