import { queryOptions } from '@tanstack/react-query';
import { fetchPartners } from './api';
import { partnerKeys } from './keys';
import type { PartnerKind } from './schema';

export const partnerListOptions = (kind: PartnerKind) => queryOptions({ queryKey: partnerKeys.kind(kind), queryFn: () => fetchPartners(kind) });
