'use client';

import { Spinner } from '@heroui/react';
import { useActiveCategories } from '@/features/categories/hooks';
import { NextMatchesAndBirthdays } from '@/app/_components/next-matches-and-birthdays';

/** The admin dashboard's lists across every active category. */
export function ClubLists() {
  const categories = useActiveCategories();
  if (categories.isPending) return <Spinner size="sm" />;
  return <NextMatchesAndBirthdays categoryIds={(categories.data ?? []).map((category) => category.id)} />;
}
