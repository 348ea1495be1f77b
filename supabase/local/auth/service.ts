import { json, type Service, type StackServices } from '../http/types';

export async function createAuthService(_services: StackServices): Promise<Service> {
  return { handle: async () => json(404, { message: 'not built yet' }) };
}
