import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useTrainingDataMutation } from '../../../lib/training-data';

interface MergeMachine {
  /** The twin whose sets move; it is gone afterwards. */
  id: string;
  /** The exercise that stays. */
  into: string;
}

/** Moves every set of one exercise to another, renames plan exercises naming it, and removes it (docs/api.md); answers the one that stays. */
export const mergeMachine = ({ id, into }: MergeMachine) => api.post('/api/machines/{id}/merge', { path: { id }, body: { into } });

export const useMergeMachine = () => useTrainingDataMutation(mergeMachine, [queryKeys.trainingPlans]);
