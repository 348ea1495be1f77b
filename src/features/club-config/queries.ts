import { queryOptions } from '@tanstack/react-query';
import { fetchClubConfig } from './api';
import { clubConfigKeys } from './keys';

export const clubConfigOptions = () => queryOptions({ queryKey: clubConfigKeys.all, queryFn: fetchClubConfig });
