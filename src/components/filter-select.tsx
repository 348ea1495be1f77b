'use client';

import { useEffect, useId, useRef, type RefObject } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
  isDisabled?: boolean;
  /** Shown under the field, e.g. why it is disabled. */
  description?: string;
  /** HeroUI's field heights: md 56 px, sm 48 px (a bar of six filters). */
  size?: 'sm' | 'md';
  /** Placement in the bar's grid or row (width, span). */
  className?: string;
}

/**
 * A list filter: the browser's own select in HeroUI's flat field look (the label inside, above
 * the value). HeroUI's Select rendered its listbox collection and a hidden native select on the
 * server, 3.3 ms per field, and hydrated its overlay and press handling in the browser, on every
 * list page with four or five filters; the native one is also the phone's own picker.
 */
export function FilterSelect({ label, value, options, onChange, isDisabled = false, description, size = 'md', className = '' }: FilterSelectProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const selectRef = useRef<HTMLSelectElement>(null);
  useChoiceMadeBeforeHydration(selectRef, value, options, onChange);
  return (
    <div className={`flex w-full flex-col gap-1 ${className}`}>
      <div
        className={`relative flex ${size === 'sm' ? 'h-12' : 'h-14'} w-full flex-col justify-center rounded-medium bg-default-100 px-3 transition-colors has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-offset-2 has-[select:focus-visible]:outline-focus ${
          isDisabled ? 'cursor-not-allowed' : 'hover:bg-default-200'
        }`}
      >
        <label htmlFor={id} className="pointer-events-none text-tiny text-foreground-500">
          {label}
        </label>
        <select
          ref={selectRef}
          id={id}
          value={value}
          disabled={isDisabled}
          aria-describedby={description ? descriptionId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className="w-full cursor-pointer appearance-none truncate bg-transparent pe-6 text-small text-foreground outline-none disabled:cursor-not-allowed disabled:text-foreground-500"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg aria-hidden viewBox="0 0 24 24" className="pointer-events-none absolute end-3 top-1/2 h-4 w-4 -translate-y-1/2 text-foreground-500" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      {description ? (
        <p id={descriptionId} className="px-1 text-tiny text-default-600">
          {description}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The select is in the server's HTML, so a user can pick a choice before the page's script has
 * run. React keeps the picked option on hydration without telling anyone: the field showed a
 * filter the list did not apply, until the next render put the old value back. Once mounted, a
 * shown choice that differs from `value` is passed on as the user's. Only when both are among the
 * options: on a client render whose options are still loading the browser shows the first option
 * in place of a `value` it does not have yet, and that is no choice of the user's.
 */
function useChoiceMadeBeforeHydration(
  selectRef: RefObject<HTMLSelectElement | null>,
  value: string,
  options: FilterOption[],
  onChange: (value: string) => void,
): void {
  const isFirstCheck = useRef(true);
  useEffect(() => {
    if (!isFirstCheck.current) return;
    isFirstCheck.current = false;
    const shown = selectRef.current?.value;
    const isOption = (candidate: string | undefined) => options.some((option) => option.value === candidate);
    if (shown !== undefined && shown !== value && isOption(value) && isOption(shown)) onChange(shown);
  }, [selectRef, value, options, onChange]);
}
