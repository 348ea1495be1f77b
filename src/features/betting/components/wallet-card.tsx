'use client';

import { Card, CardBody, Skeleton } from '@heroui/react';
import { formatCoins } from '../format';
import { useWallet } from '../hooks';
import { walletMessages } from '../messages';

/** Wallet stats: balance, total wagered, won, net profit, in ŽET. */
export function WalletCard() {
  const { data: wallet, isPending, isError } = useWallet();
  if (isError) return <p className="text-sm text-danger">{walletMessages.loadError}</p>;
  const currency = wallet?.currency ?? 'ŽET';
  const stats = [
    { label: walletMessages.totalWagered, value: wallet?.totalWagered ?? 0 },
    { label: walletMessages.totalWon, value: wallet?.totalWon ?? 0 },
    { label: walletMessages.netProfit, value: wallet?.netProfit ?? 0 },
  ];
  return (
    <Card as="section" shadow="sm" aria-label={walletMessages.title} className="bg-gradient-to-br from-blue-700 to-blue-900 text-white">
      <CardBody className="gap-3">
        <div>
          <h2 className="text-sm text-blue-100">{walletMessages.balance}</h2>
          <Skeleton isLoaded={!isPending} className="rounded-medium bg-transparent">
            <p className="text-3xl font-bold tabular-nums text-yellow-300" data-testid="wallet-balance">
              {formatCoins(wallet?.balance ?? 0, currency)}
            </p>
          </Skeleton>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt className="text-xs text-blue-100">{stat.label}</dt>
              <dd className="font-semibold tabular-nums">{isPending ? '…' : formatCoins(stat.value, currency)}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}
