'use client';

import { Button, Checkbox, CheckboxGroup, Modal, ModalBody, ModalContent, ModalFooter, ModalHeader, Spinner } from '@heroui/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useActiveCategories } from '@/features/categories/hooks';
import { showError } from '@/lib/toast';
import { ZSimulationSelection } from '../../schema';
import { simulationMessages } from '../../simulation';
import { useCoachSimulation, useEnsureAdminRows } from '../../hooks';

/**
 * The coach-portal simulation dialog. Choosing at least one category stores the
 * choice, makes sure the admin's profile and role rows exist, and opens the coach portal.
 */
export function SimulationDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const router = useRouter();
  const categories = useActiveCategories();
  const simulation = useCoachSimulation();
  const [selected, setSelected] = useState<string[]>(simulation.simulated);
  const [error, setError] = useState<string | null>(null);
  const start = useEnsureAdminRows();

  function submit() {
    const parsed = ZSimulationSelection.safeParse(selected);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    start.mutate(undefined, {
      onSuccess: () => {
        simulation.start(selected);
        onClose();
        router.push('/coaches/dashboard');
      },
      onError: (failure) => showError(failure),
    });
  }

  return (
    <Modal isOpen={isOpen} onClose={onClose} placement="center" scrollBehavior="inside">
      <ModalContent>
        <ModalHeader>{simulationMessages.title}</ModalHeader>
        <ModalBody>
          <p className="text-sm text-default-600">{simulationMessages.description}</p>
          {categories.isPending ? (
            <Spinner size="sm" label="Načítám kategorie…" />
          ) : (
            <CheckboxGroup
              aria-label="Kategorie"
              value={selected}
              onValueChange={(value) => {
                setSelected(value);
                setError(null);
              }}
              isInvalid={error !== null}
              errorMessage={error}
            >
              {(categories.data ?? []).map((category) => (
                <Checkbox key={category.id} value={category.id}>
                  {category.name}
                </Checkbox>
              ))}
            </CheckboxGroup>
          )}
        </ModalBody>
        <ModalFooter>
          <Button variant="light" onPress={onClose} isDisabled={start.isPending}>
            Zrušit
          </Button>
          <Button color="primary" onPress={submit} isLoading={start.isPending}>
            {simulationMessages.start}
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
