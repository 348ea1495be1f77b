import { queryOptions } from '@tanstack/react-query';
import { fetchPages } from './api';
import { pageKeys } from './keys';

export const pageListOptions = () => queryOptions({ queryKey: pageKeys.all, queryFn: fetchPages });
