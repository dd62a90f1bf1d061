import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class FailedJobsQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'start muss eine ganze Zahl sein.' })
  @Min(0, { message: 'start darf nicht negativ sein.' })
  start?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit muss eine ganze Zahl sein.' })
  @Min(1, { message: 'limit muss mindestens 1 sein.' })
  @Max(100, { message: 'limit darf höchstens 100 sein.' })
  limit?: number;
}
