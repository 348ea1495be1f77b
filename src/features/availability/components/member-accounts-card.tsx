'use client';

import { Button, Card, CardBody, CardHeader, Chip, Input, Radio, RadioGroup, Spinner } from '@heroui/react';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InlineLoadError } from '@/components/inline-load-error';
import { useInviteMemberAccount, useMemberAccounts, useResendMemberInvite, useUnlinkMemberAccount } from '../hooks';
import { availabilityMessages as t } from '../messages';
import { type TMemberRelation, ZInviteMemberAccount } from '../schema';
import type { MemberAccount } from '../types';

/** On a member's page: who answers for the member (their own account, guardians), invite and unlink. */
export function MemberAccountsCard({ memberId }: { memberId: string }) {
  const accounts = useMemberAccounts(memberId);
  const invite = useInviteMemberAccount(memberId);
  const resend = useResendMemberInvite(memberId);
  const unlink = useUnlinkMemberAccount(memberId);
  const [email, setEmail] = useState('');
  const [relation, setRelation] = useState<TMemberRelation>('guardian');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [unlinking, setUnlinking] = useState<MemberAccount | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZInviteMemberAccount.safeParse({ email, relation });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? t.invalidEmail);
      return;
    }
    setEmailError(null);
    invite.mutate(parsed.data, { onSuccess: () => setEmail('') });
  };

  return (
    <Card shadow="sm">
      <CardHeader className="flex flex-col items-start gap-1">
        <h3 className="text-lg font-semibold">{t.accountsTitle}</h3>
        <p className="text-small text-default-500">{t.accountsHint}</p>
      </CardHeader>
      <CardBody className="gap-4">
        {accounts.error ? (
          <InlineLoadError message={t.loadError} onRetry={() => void accounts.refetch()} />
        ) : accounts.isPending ? (
          <Spinner size="sm" label={t.accountsTitle} className="self-start" />
        ) : accounts.data.length === 0 ? (
          <p className="text-default-500">{t.noAccounts}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-default-200" aria-label={t.accountsTitle}>
            {accounts.data.map((account) => (
              <li key={account.user_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="break-all">
                    {account.display_name ? `${account.display_name} (${account.email})` : account.email}
                  </span>
                  <Chip size="sm" variant="flat" color={account.relation === 'self' ? 'primary' : 'secondary'}>
                    {account.relation === 'self' ? t.relationSelf : t.relationGuardian}
                  </Chip>
                  {!account.accepted && (
                    <Chip size="sm" variant="flat" color="warning">
                      {t.pendingInvite}
                    </Chip>
                  )}
                </div>
                <div className="flex gap-2">
                  {!account.accepted && (
                    <Button
                      size="sm"
                      variant="flat"
                      isLoading={resend.isPending && resend.variables === account.user_id}
                      onPress={() => resend.mutate(account.user_id)}
                    >
                      {t.reinvite}
                    </Button>
                  )}
                  <Button size="sm" variant="flat" color="danger" onPress={() => setUnlinking(account)}>
                    {t.unlink}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <Input
            type="email"
            label={t.emailLabel}
            value={email}
            onValueChange={setEmail}
            isInvalid={emailError !== null}
            errorMessage={emailError}
            className="sm:max-w-xs"
            autoComplete="off"
          />
          <RadioGroup
            label={t.relationLabel}
            orientation="horizontal"
            value={relation}
            onValueChange={(value) => setRelation(value === 'self' ? 'self' : 'guardian')}
          >
            <Radio value="guardian">{t.relationGuardian}</Radio>
            <Radio value="self">{t.relationSelf}</Radio>
          </RadioGroup>
          <Button type="submit" color="primary" isLoading={invite.isPending}>
            {t.invite}
          </Button>
        </form>
      </CardBody>
      <ConfirmDialog
        isOpen={unlinking !== null}
        title={t.unlink}
        message={t.unlinkConfirm(unlinking?.email ?? '')}
        confirmLabel={t.unlink}
        tone="danger"
        isPending={unlink.isPending}
        onConfirm={() => unlinking && unlink.mutate(unlinking.user_id, { onSuccess: () => setUnlinking(null) })}
        onClose={() => setUnlinking(null)}
      />
    </Card>
  );
}
