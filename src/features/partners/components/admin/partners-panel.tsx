'use client';

import { Button, Chip } from '@heroui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { DataTable } from '@/components/data-table';
import type { AdminPartner } from '../../admin-api';
import { useCreatePartner, useDeleteMainPartner, usePartners, useUpdateMainPartner } from '../../admin-hooks';
import type { PartnerKind } from '../../schema';
import { PartnerFormModal } from './partner-form-modal';

/**
 * One partner list. The spec's API edits and deletes main partners only, so the other two lists
 * offer adding.
 */
export function PartnersPanel({ kind }: { kind: PartnerKind }) {
  const partners = usePartners(kind);
  const create = useCreatePartner(kind);
  const update = useUpdateMainPartner();
  const remove = useDeleteMainPartner();
  const [editing, setEditing] = useState<AdminPartner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminPartner | null>(null);
  const editable = kind === 'main-partners';

  if (partners.error) return <DatabaseErrorFallback error={partners.error} scope="data" isAuthenticated onRetry={() => void partners.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button color="primary" onPress={() => setEditing('new')}>
          Přidat partnera
        </Button>
      </div>
      <DataTable<AdminPartner>
        label="Partneři"
        rows={partners.data ?? []}
        isLoading={partners.isPending}
        emptyText="Zatím žádní partneři"
        columns={[
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
        ]}
        actions={
          editable
            ? [
                { label: 'Upravit', onPress: (partner) => setEditing(partner) },
                { label: 'Smazat', color: 'danger', onPress: (partner) => setDeleting(partner) },
              ]
            : []
        }
      />
      {editing ? (
        <PartnerFormModal
          title={editing === 'new' ? 'Nový partner' : 'Upravit partnera'}
          partner={editing === 'new' ? null : editing}
          isPending={create.isPending || update.isPending}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            editing === 'new' ? create.mutate(input, { onSuccess: () => setEditing(null) }) : update.mutate({ id: editing.id, input }, { onSuccess: () => setEditing(null) })
          }
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Smazat partnera"
        message={`Opravdu chcete smazat partnera ${deleting?.name ?? ''}? Tato akce je nevratná.`}
        confirmLabel="Smazat"
        tone="danger"
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
