'use client';

import { Button, Checkbox, CheckboxGroup, Modal, ModalBody, ModalContent, ModalFooter, ModalHeader, Spinner } from '@heroui/react';
import { useState } from 'react';
import { useActiveCategories } from '@/features/categories/hooks';
import { useAssignUserRoles } from '../hooks';
import { ZRoleAssignment, type TRoleAssignment } from '../schema';
import type { UserRoleSummary } from '../types';

interface RoleAssignmentModalProps {
  user: Pick<UserRoleSummary, 'user_id' | 'email' | 'roles' | 'profile_roles' | 'assigned_categories'>;
  onClose: () => void;
}

/** The roles an admin can hold as held now: a head coach counts as a coach. */
function currentRoles(user: RoleAssignmentModalProps['user']): TRoleAssignment['roles'] {
  const held = new Set<string>([...user.roles, ...user.profile_roles]);
  return (['admin', 'coach'] as const).filter((role) => held.has(role) || (role === 'coach' && held.has('head_coach')));
}

/** Assign admin and/or coach; categories only matter (and are only kept) for a coach. */
export function RoleAssignmentModal({ user, onClose }: RoleAssignmentModalProps) {
  const categories = useActiveCategories();
  const assign = useAssignUserRoles();
  const [roles, setRoles] = useState<string[]>(currentRoles(user));
  const [categoryIds, setCategoryIds] = useState<string[]>(user.assigned_categories);
  const [error, setError] = useState<string | null>(null);
  const isCoach = roles.includes('coach');

  function save() {
    const parsed = ZRoleAssignment.safeParse({ roles, categories: isCoach ? categoryIds : [] });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    assign.mutate({ userId: user.user_id, assignment: parsed.data }, { onSuccess: onClose });
  }

  return (
    <Modal isOpen onClose={onClose} placement="center" scrollBehavior="inside">
      <ModalContent>
        <ModalHeader className="flex flex-col gap-1">
          Role uživatele
          <span className="text-sm font-normal text-default-500">{user.email}</span>
        </ModalHeader>
        <ModalBody>
          <CheckboxGroup label="Role" value={roles} onValueChange={setRoles} description="Bez role je uživatel člen.">
            <Checkbox value="admin">Admin</Checkbox>
            <Checkbox value="coach">Trenér</Checkbox>
          </CheckboxGroup>
          {categories.isPending ? (
            <Spinner size="sm" label="Načítám kategorie…" />
          ) : (
            <CheckboxGroup
              label="Kategorie trenéra"
              value={categoryIds}
              onValueChange={(value) => {
                setCategoryIds(value);
                setError(null);
              }}
              isDisabled={!isCoach}
              isInvalid={error !== null}
              errorMessage={error}
              orientation="horizontal"
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
          <Button variant="light" onPress={onClose} isDisabled={assign.isPending}>
            Zrušit
          </Button>
          <Button color="primary" onPress={save} isLoading={assign.isPending}>
            Uložit
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
