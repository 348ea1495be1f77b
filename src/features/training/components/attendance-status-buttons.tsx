'use client';

import { Button } from '@heroui/react';
import { ATTENDANCE_STATUS_ORDER, ATTENDANCE_STATUSES, type AttendanceStatus } from '../messages';

export const STATUS_COLORS: Record<AttendanceStatus, 'success' | 'warning' | 'primary' | 'danger'> = {
  present: 'success',
  late: 'warning',
  excused: 'primary',
  absent: 'danger',
};

interface AttendanceStatusButtonsProps {
  memberName: string;
  status: AttendanceStatus | null;
  isDisabled: boolean;
  onChange: (status: AttendanceStatus) => void;
}

/** One tap per member at the pitch: four large toggle buttons, the recorded one filled (aria-pressed). */
export function AttendanceStatusButtons({ memberName, status, isDisabled, onChange }: AttendanceStatusButtonsProps) {
  return (
    <div role="group" aria-label={memberName} className="grid grid-cols-4 gap-1">
      {ATTENDANCE_STATUS_ORDER.map((option) => (
        <Button
          key={option}
          size="sm"
          className="h-11 min-w-0 px-1"
          color={status === option ? STATUS_COLORS[option] : 'default'}
          variant={status === option ? 'solid' : 'flat'}
          aria-pressed={status === option}
          isDisabled={isDisabled}
          onPress={() => {
            if (status !== option) onChange(option);
          }}
        >
          {ATTENDANCE_STATUSES[option]}
        </Button>
      ))}
    </div>
  );
}
