import { z } from 'zod';
import { simulationMessages } from './simulation';

/** A simulation needs at least one category. */
export const ZSimulationSelection = z.array(z.uuid()).min(1, simulationMessages.atLeastOne);
