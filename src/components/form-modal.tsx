'use client';

import { Button, Modal, ModalBody, ModalContent, ModalFooter, ModalHeader } from '@heroui/react';
import type { FormEvent, ReactNode } from 'react';
import { DialogPortalScope } from './dialog-portal';

interface FormModalProps {
  title: ReactNode;
  isPending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  submitLabel?: string;
  /** A form whose required choices are not made yet (loan dialog). */
  isSubmitDisabled?: boolean;
  size?: 'md' | 'lg' | '2xl' | '5xl';
}

/** The add/edit dialog of every admin list: fields, 'Zrušit' and 'Uložit'; Enter submits. */
export function FormModal({
  title,
  isPending,
  onSubmit,
  onClose,
  children,
  submitLabel = 'Uložit',
  isSubmitDisabled = false,
  size = 'md',
}: FormModalProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Modal isOpen onClose={onClose} placement="center" size={size} scrollBehavior="inside">
      <ModalContent>
        <DialogPortalScope>
          {/* The form sits between ModalContent and its parts: it must pass on the flex column, or a tall body
            overflows the dialog instead of scrolling inside it. */}
          <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
            <ModalHeader>{title}</ModalHeader>
            <ModalBody>{children}</ModalBody>
            <ModalFooter>
              <Button variant="light" onPress={onClose} isDisabled={isPending}>
                Zrušit
              </Button>
              <Button color="primary" type="submit" isLoading={isPending} isDisabled={isSubmitDisabled}>
                {submitLabel}
              </Button>
            </ModalFooter>
          </form>
        </DialogPortalScope>
      </ModalContent>
    </Modal>
  );
}
