'use client';

import { Button, Chip, Modal, ModalBody, ModalContent, ModalFooter, ModalHeader, Spinner } from '@heroui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDateTime } from '@/lib/format';
import { useRemoveUserFactor, useUserFactors } from '../hooks';
import { userMessages } from '../messages';
import type { AdminUser, AdminUserFactor } from '../types';

/** A user's two-factor methods; removing one (a lost phone) asks first. */
export function UserFactorsModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const factors = useUserFactors(user.id);
  const remove = useRemoveUserFactor();
  const [removing, setRemoving] = useState<AdminUserFactor | null>(null);

  return (
    <>
      <Modal isOpen onClose={onClose} placement="center" scrollBehavior="inside">
        <ModalContent>
          <ModalHeader>{userMessages.factorsOf(user.email)}</ModalHeader>
          <ModalBody>
            <p className="text-sm text-default-600">{userMessages.factorsIntro}</p>
            {factors.isPending ? <Spinner /> : null}
            {factors.data?.length === 0 ? <p>{userMessages.noFactors}</p> : null}
            <ul className="flex flex-col gap-2">
              {(factors.data ?? []).map((factor) => (
                <li key={factor.id} className="flex flex-wrap items-center justify-between gap-2 rounded-medium border border-default-200 p-3">
                  <div className="flex flex-col">
                    <span className="font-medium">{factor.friendly_name ?? factor.factor_type.toUpperCase()}</span>
                    <span className="text-xs text-default-500">
                      {userMessages.factorCreated}: {formatDateTime(factor.created_at)}
                    </span>
                  </div>
                  <div className="flex items-center gap-2">
                    <Chip size="sm" variant="flat" color={factor.status === 'verified' ? 'success' : 'default'}>
                      {factor.status === 'verified' ? userMessages.factorVerified : userMessages.factorUnverified}
                    </Chip>
                    <Button size="sm" color="danger" variant="flat" onPress={() => setRemoving(factor)}>
                      {userMessages.removeFactor}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </ModalBody>
          <ModalFooter>
            <Button variant="light" onPress={onClose}>
              {userMessages.close}
            </Button>
          </ModalFooter>
        </ModalContent>
      </Modal>
      <ConfirmDialog
        isOpen={removing !== null}
        title={userMessages.removeFactor}
        message={userMessages.confirmRemoveFactor}
        confirmLabel={userMessages.removeFactor}
        tone="danger"
        isPending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate({ userId: user.id, factorId: removing.id }, { onSuccess: () => setRemoving(null) });
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
