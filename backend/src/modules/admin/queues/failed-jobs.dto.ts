import { IntQueryParam } from '../../../common/http/int-query-param.js';

export class FailedJobsQuery {
  @IntQueryParam('start', 0) start?: number;
  @IntQueryParam('limit', 1, 100) limit?: number;
}
