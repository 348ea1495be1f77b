'use client';

import { Button, Modal, ModalBody, ModalContent, ModalFooter, ModalHeader, Progress } from '@heroui/react';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useEndSession } from '../../hooks';
import { logLoginEvent } from '../../log-login';
import { LOGOUT_TIMINGS, runLogout, type LogoutState } from '../../logout-flow';
import { logoutMessages } from '../../messages';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The sign-out with its visible steps; on failure: retry or cancel. */
export function LogoutDialog({ email, isOpen, onClose }: { email: string; isOpen: boolean; onClose: () => void }) {
  const router = useRouter();
  const [state, setState] = useState<LogoutState>({ status: 'running', progress: 0 });
  const [showHint, setShowHint] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const endSession = useEndSession();

  useEffect(() => {
    // Each opening remounts this dialog (the menu changes its key), so state starts fresh.
    if (!isOpen) return;
    void runLogout(
      {
        logLogout: () => logLoginEvent({ email, status: 'success', action: 'logout' }),
        signOut: endSession,
        redirectToLogin: () => {
          router.replace('/login');
          router.refresh();
        },
        sleep,
      },
      setState,
    );
  }, [isOpen, attempt, email, router, endSession]);

  useEffect(() => {
    if (state.status !== 'failed') return;
    const timer = setTimeout(() => setShowHint(true), LOGOUT_TIMINGS.retryHintDelay);
    return () => clearTimeout(timer);
  }, [state.status]);

  const isFailed = state.status === 'failed';
  return (
    <Modal isOpen={isOpen} onClose={onClose} isDismissable={isFailed} hideCloseButton={!isFailed}>
      <ModalContent>
        <ModalHeader>{isFailed ? logoutMessages.dialogTitle : 'Odhlašování'}</ModalHeader>
        <ModalBody>
          <Progress aria-label="Průběh odhlášení" value={state.progress} color={isFailed ? 'danger' : 'primary'} />
          {state.message ? <p role={isFailed ? 'alert' : 'status'}>{state.message}</p> : null}
          {isFailed && showHint ? <p className="text-sm text-default-500">{logoutMessages.retryHint}</p> : null}
        </ModalBody>
        {isFailed ? (
          <ModalFooter>
            <Button variant="light" onPress={onClose}>
              {logoutMessages.cancel}
            </Button>
            <Button color="primary" onPress={() => setAttempt((n) => n + 1)}>
              {logoutMessages.retry}
            </Button>
          </ModalFooter>
        ) : null}
      </ModalContent>
    </Modal>
  );
}
