'use client';

import { Button, Modal, ModalBody, ModalContent, ModalFooter, ModalHeader } from '@heroui/react';
import { availabilityMessages as t } from '../../messages';
import { MemberAccountsCard } from '../member-accounts-card';

/** The coach's roster opens a member's accounts here: invite the member or a guardian, re-send, unlink. */
export function MemberAccountsModal({ member, onClose }: { member: { id: string; name: string }; onClose: () => void }) {
  return (
    <Modal isOpen onClose={onClose} placement="center" size="lg" scrollBehavior="inside">
      <ModalContent>
        <ModalHeader>{t.accountsOf(member.name)}</ModalHeader>
        <ModalBody>
          <MemberAccountsCard memberId={member.id} />
        </ModalBody>
        <ModalFooter>
          <Button variant="light" onPress={onClose}>
            {t.close}
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
