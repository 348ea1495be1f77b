'use client';

import { Input } from '@heroui/react';
import { useState } from 'react';
import { FormModal } from '@/components/form-modal';
import type { AdminPartner, PartnerInput } from '../../api';

interface PartnerFormModalProps {
  title: string;
  partner: AdminPartner | null;
  isPending: boolean;
  onSave: (input: PartnerInput) => void;
  onClose: () => void;
}

/** Name, web and logo address; the API checks them and answers in Czech (shown as a toast). */
export function PartnerFormModal({ title, partner, isPending, onSave, onClose }: PartnerFormModalProps) {
  const [input, setInput] = useState<PartnerInput>({ name: partner?.name ?? '', website_url: partner?.website_url ?? '', logo_url: partner?.logo_url ?? '' });
  const field = (name: keyof PartnerInput) => ({ value: input[name], onValueChange: (value: string) => setInput((current) => ({ ...current, [name]: value })) });
  return (
    <FormModal title={title} isPending={isPending} onSubmit={() => onSave(input)} onClose={onClose}>
      <Input label="Název" isRequired {...field('name')} />
      <Input label="Web" type="url" placeholder="https://" {...field('website_url')} />
      <Input label="Logo (adresa obrázku)" type="url" placeholder="https://" {...field('logo_url')} />
    </FormModal>
  );
}
