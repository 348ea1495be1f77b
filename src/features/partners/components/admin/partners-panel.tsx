'use client';

import dynamic from 'next/dynamic';
import { Chip } from '@heroui/react';
import { AdminListScreen } from '@/components/admin-list-screen';
import type { AdminPartner } from '../../api';
import { useCreatePartner, useDeleteMainPartner, usePartners, useUpdateMainPartner } from '../../hooks';
import type { PartnerKind } from '../../schema';

// The form (its fields and schema) is fetched when it is first opened.
const PartnerFormModal = dynamic(() => import('./partner-form-modal').then((module) => module.PartnerFormModal), { ssr: false });

/**
 * One partner list. The API edits and deletes main partners only, so the other two lists
 * offer adding.
 */
export function PartnersPanel({ kind }: { kind: PartnerKind }) {
  const partners = usePartners(kind);
  const create = useCreatePartner(kind);
  const update = useUpdateMainPartner();
  const remove = useDeleteMainPartner();

  return (
    <AdminListScreen<AdminPartner>
      query={partners}
      addLabel="Přidat partnera"
      table={{
        label: 'Partneři',
        emptyText: 'Zatím žádní partneři',
        columns: [
          { key: 'name', label: 'Název', render: (partner) => <span className="font-medium">{partner.name}</span> },
          { key: 'web', label: 'Web', render: (partner) => partner.website_url ?? '—', hideOnMobile: true },
          {
            key: 'state',
            label: 'Stav',
            render: (partner) => (
              <Chip size="sm" variant="flat" color={partner.is_active ? 'success' : 'default'}>
                {partner.is_active ? 'Aktivní' : 'Neaktivní'}
              </Chip>
            ),
          },
        ],
      }}
      isEditable={kind === 'main-partners'}
      renderEditor={(partner, close) => (
        <PartnerFormModal
          title={partner ? 'Upravit partnera' : 'Nový partner'}
          partner={partner}
          isPending={create.isPending || update.isPending}
          onClose={close}
          onSave={(input) =>
            partner ? update.mutate({ id: partner.id, input }, { onSuccess: close }) : create.mutate({ ...input, id: crypto.randomUUID() }, { onSuccess: close })
          }
        />
      )}
      deletion={{
        title: 'Smazat partnera',
        message: (partner) => `Opravdu chcete smazat partnera ${partner.name}? Tato akce je nevratná.`,
        mutation: remove,
      }}
    />
  );
}
