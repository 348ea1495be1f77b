'use client';

import { Button, Modal, ModalBody, ModalContent, ModalFooter, ModalHeader } from '@heroui/react';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Danger for destructive actions (delete, block). */
  tone?: 'primary' | 'danger';
  isPending?: boolean;
  /** While what the question depends on is still loading, or there is nothing to confirm. */
  isConfirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before anything that cannot be undone with one click; 'Zrušit' changes nothing. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  tone = 'primary',
  isPending = false,
  isConfirmDisabled = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} placement="center">
      <ModalContent>
        <ModalHeader>{title}</ModalHeader>
        <ModalBody>
          <p>{message}</p>
        </ModalBody>
        <ModalFooter>
          <Button variant="light" onPress={onClose} isDisabled={isPending}>
            Zrušit
          </Button>
          <Button color={tone} onPress={onConfirm} isLoading={isPending} isDisabled={isConfirmDisabled}>
            {confirmLabel}
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
