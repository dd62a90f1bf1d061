import type { RecordTrainingDto } from '@hantelwerk/api-types';
import { api } from '../../../lib/api-client';

/** The finished guided training as a training of the history, with its sets; sent again, the server answers the same one. */
export const recordTraining = (training: RecordTrainingDto) => api.post('/api/sessions', { body: training });
