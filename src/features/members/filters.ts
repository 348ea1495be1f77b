import { SEXES, type Sex } from './messages';

/** What /admin/members filters by; lives in the URL so a reload keeps it (issue 11 §1). */
export interface MemberFilters {
  search: string;
  categoryId: string | null;
  functionCode: string | null;
  sex: Sex | null;
  page: number;
}

export const MEMBERS_PAGE_SIZE = 20;

/** The filters without the page: what an export of every page asks for. */
export function withoutPage({ search, categoryId, functionCode, sex }: MemberFilters): Omit<MemberFilters, 'page'> {
  return { search, categoryId, functionCode, sex };
}

export type MembersTab = 'members' | 'loans';

type ParamSource = Pick<URLSearchParams, 'get'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isSex(value: string | null): value is Sex {
  return value !== null && value in SEXES;
}

/** One parser for the server page and the client hook (STYLE 19); anything malformed is dropped. */
export function parseMemberFilters(params: ParamSource): MemberFilters {
  const category = params.get('category');
  const functionCode = params.get('function');
  const sex = params.get('sex');
  const page = Number(params.get('page'));
  return {
    search: params.get('q')?.trim() ?? '',
    categoryId: category && UUID.test(category) ? category : null,
    functionCode: functionCode && /^[a-z][a-z0-9_]*$/.test(functionCode) ? functionCode : null,
    sex: isSex(sex) ? sex : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function parseMembersTab(params: ParamSource): MembersTab {
  return params.get('tab') === 'loans' ? 'loans' : 'members';
}

/** The query string of a filter state, leaving defaults out so URLs stay short. */
export function memberFiltersToParams(filters: MemberFilters, tab: MembersTab = 'members'): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== 'members') params.set('tab', tab);
  if (filters.search) params.set('q', filters.search);
  if (filters.categoryId) params.set('category', filters.categoryId);
  if (filters.functionCode) params.set('function', filters.functionCode);
  if (filters.sex) params.set('sex', filters.sex);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
