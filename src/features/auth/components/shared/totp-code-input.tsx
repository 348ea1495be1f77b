'use client';

import { Input } from '@heroui/react';
import { mfaMessages } from '../../messages';

interface TotpCodeInputProps {
  value: string;
  onValueChange: (value: string) => void;
  /** The refusal shown under the field; typing again clears it (the caller's onClearError). */
  error?: string;
  onClearError: () => void;
  autoFocus?: boolean;
}

/**
 * The 6-digit code from the authenticator app, wherever one is asked for: the phone's keypad
 * (inputMode), the code offered from an SMS or the password manager (one-time-code), and room for
 * the space some apps show in the middle ("123 456").
 */
export function TotpCodeInput({ value, onValueChange, error, onClearError, autoFocus }: TotpCodeInputProps) {
  return (
    <Input
      label={mfaMessages.codeLabel}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      value={value}
      onValueChange={(next) => {
        onValueChange(next);
        onClearError();
      }}
      isInvalid={Boolean(error)}
      errorMessage={error}
      autoFocus={autoFocus}
      isRequired
    />
  );
}

/** The code as typed, without spaces, when it is six digits; null otherwise. */
export function totpCodeOf(typed: string): string | null {
  const trimmed = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(trimmed) ? trimmed : null;
}
