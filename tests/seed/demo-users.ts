/**
 * The demo accounts of supabase/seed.sql (local only). One source for tests, browser journeys
 * and the README. The password is for local demo data only.
 */
export const DEMO_PASSWORD = 'Svinov1920!';

export interface DemoUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
  role: 'admin' | 'head_coach' | 'coach' | 'member';
  /** Category slugs of a coach's profile. */
  categories: string[];
}

export const DEMO_USERS = {
  admin: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'admin@svinov.local',
    password: DEMO_PASSWORD,
    fullName: 'Jana Dvořáková',
    role: 'admin',
    categories: [],
  },
  headCoach: {
    id: '00000000-0000-4000-8000-000000000002',
    email: 'hlavni.trener@svinov.local',
    password: DEMO_PASSWORD,
    fullName: 'Pavel Kučera',
    role: 'head_coach',
    categories: ['men', 'women'],
  },
  coach: {
    id: '00000000-0000-4000-8000-000000000003',
    email: 'trener@svinov.local',
    password: DEMO_PASSWORD,
    fullName: 'Lukáš Horák',
    role: 'coach',
    categories: ['younger-boys', 'older-boys'],
  },
  member: {
    id: '00000000-0000-4000-8000-000000000004',
    email: 'clen@svinov.local',
    password: DEMO_PASSWORD,
    fullName: 'Tereza Malá',
    role: 'member',
    categories: [],
  },
  parent: {
    id: '00000000-0000-4000-8000-000000000006',
    email: 'rodic@svinov.local',
    password: DEMO_PASSWORD,
    fullName: 'Petra Nováková',
    role: 'member',
    categories: [],
  },
  bettor: {
    id: '00000000-0000-4000-8000-000000000005',
    email: 'sazkar@svinov.local',
    password: DEMO_PASSWORD,
    fullName: 'Martin Sázka',
    role: 'member',
    categories: [],
  },
} as const satisfies Record<string, DemoUser>;
