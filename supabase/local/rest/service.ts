import { json, type Service, type StackServices } from '../http/types';

export async function createRestService(_services: StackServices): Promise<Service> {
  return { handle: async () => json(404, { message: 'not built yet' }) };
}
