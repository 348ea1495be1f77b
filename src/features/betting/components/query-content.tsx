'use client';

import { Spinner } from '@heroui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { loadingMessage } from '../messages';

interface QueryContentProps<Item> {
  query: UseQueryResult<Item[]>;
  errorText: string;
  emptyText: string;
  children: (items: Item[]) => ReactNode;
}

/** A list read by the game: a spinner while loading, its Czech error or empty text, else the list. */
export function QueryContent<Item>({ query, errorText, emptyText, children }: QueryContentProps<Item>) {
  if (query.isPending) return <Spinner label={loadingMessage} className="py-10" />;
  if (query.isError) return <p className="text-danger">{errorText}</p>;
  if (query.data.length === 0) return <p className="text-default-500">{emptyText}</p>;
  return children(query.data);
}
