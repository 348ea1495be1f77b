'use client';

import { Input } from '@heroui/react';
import { useEffect, useState } from 'react';

/** The search waits 300 ms after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchInputProps {
  label: string;
  placeholder?: string;
  /** The search in effect (a list's URL state). */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (value: string) => void;
  className?: string;
}

/** A list's search box: what is typed shows at once, the list asks the server once typing pauses. */
export function SearchInput({ label, placeholder, value, onSearch, className }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);

  // A search changed from outside (clear filters, Back): show it, unless it is what was typed.
  if (value !== applied) {
    setApplied(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <Input
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onValueChange={setText}
      isClearable
      onClear={() => setText('')}
      className={className}
    />
  );
}
