'use client';

import { Spinner } from '@heroui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { opponentAnalysisTexts } from '../../messages';

interface QueryBodyProps<Data> {
  query: UseQueryResult<Data>;
  isEmpty: (data: Data) => boolean;
  emptyText: string;
  children: (data: Data) => ReactNode;
}

/** The small panels of the opponent analysis: a spinner, the database's refusal or failure, an empty line, or the data. */
export function QueryBody<Data>({ query, isEmpty, emptyText, children }: QueryBodyProps<Data>) {
  if (query.isPending) return <Spinner size="sm" label={opponentAnalysisTexts.loading} />;
  if (query.isError) return <DatabaseErrorFallback error={query.error} scope="data" isAuthenticated onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) return <p className="text-sm text-default-500">{emptyText}</p>;
  return children(query.data);
}
