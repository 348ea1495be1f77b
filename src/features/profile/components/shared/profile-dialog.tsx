'use client';

import { Button, Input, Modal, ModalBody, ModalContent, ModalFooter, ModalHeader, Textarea } from '@heroui/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { TwoFactorSection } from '@/features/auth/components/shared/two-factor-section';
import type { ProfileMetadata } from '@/features/auth/user-metadata';
import { showError, showSuccess } from '@/lib/toast';
import { fieldErrors, type FieldErrors } from '@/lib/field-errors';
import { useSaveProfile } from '../../hooks';
import { ZProfileForm, type TProfileForm } from '../../schema';

interface ProfileDialogProps {
  isOpen: boolean;
  onClose: () => void;
  email: string;
  metadata: ProfileMetadata;
}

/** The user's own profile; the e-mail is shown but cannot be changed. */
export function ProfileDialog({ isOpen, onClose, email, metadata }: ProfileDialogProps) {
  const router = useRouter();
  const [form, setForm] = useState<TProfileForm>({
    full_name: metadata.full_name ?? '',
    phone: metadata.phone ?? '',
    position: metadata.position ?? '',
    bio: metadata.bio ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<TProfileForm>>({});
  const save = useSaveProfile();

  const field = (name: keyof TProfileForm) => ({
    value: form[name],
    onValueChange: (value: string) => {
      setForm((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
  });

  function submit() {
    const parsed = ZProfileForm.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        showSuccess('Profil byl uložen');
        router.refresh();
        onClose();
      },
      // The dialog stays open with everything typed, so nothing is lost on a failure.
      onError: (error) => showError(error),
    });
  }

  return (
    <Modal isOpen={isOpen} onClose={onClose} placement="center" scrollBehavior="inside">
      <ModalContent>
        <ModalHeader>Můj profil</ModalHeader>
        <ModalBody>
          <Input label="E-mail" value={email} isReadOnly description="E-mail nelze změnit" />
          <Input label="Celé jméno" isRequired autoComplete="name" {...field('full_name')} />
          <Input label="Telefon" type="tel" autoComplete="tel" {...field('phone')} />
          <Input label="Pozice" {...field('position')} />
          <Textarea label="O mně" {...field('bio')} />
          <TwoFactorSection onDisabled={() => router.refresh()} />
        </ModalBody>
        <ModalFooter>
          <Button variant="light" onPress={onClose} isDisabled={save.isPending}>
            Zrušit
          </Button>
          <Button color="primary" onPress={submit} isLoading={save.isPending}>
            Uložit
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
