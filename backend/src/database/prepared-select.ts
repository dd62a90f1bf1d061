import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

type Params = Record<string, unknown>;

/**
 * A read the query builder writes once, which the hot paths then run as its SQL: building a query
 * and hydrating entities cost ~0.1–0.3 ms of CPU per call here, paid on every signed-in request and
 * every logged set (docs/decisions/README.md). The builder gets stand-ins for the parameters and must
 * produce the same SQL whatever their values (use `= ANY(:list)`, not `In`). Rows come back raw,
 * named by the selections' aliases (`selectColumns` names them as the entity's properties).
 */
export function preparedSelect<P extends Params, Row extends ObjectLiteral>(
  build: (manager: EntityManager, params: P) => SelectQueryBuilder<ObjectLiteral>,
): PreparedSelect<P, Row> {
  let prepared: { sql: string; names: string[] } | undefined;
  const statement = (manager: EntityManager, params: P): [string, unknown[]] => {
    prepared ??= prepare(manager, params, build);
    return [prepared.sql, prepared.names.map((name) => params[name])];
  };
  return Object.assign((manager: EntityManager, params: P) => manager.query<Row[]>(...statement(manager, params)), { statement });
}

/** A prepared read: run it, or take its SQL and values to send as part of a larger statement (see runAsOne). */
export type PreparedSelect<P extends Params, Row extends ObjectLiteral> = ((manager: EntityManager, params: P) => Promise<Row[]>) & {
  statement(manager: EntityManager, params: P): [string, unknown[]];
};

function prepare<P extends Params>(manager: EntityManager, params: P, build: (manager: EntityManager, params: P) => SelectQueryBuilder<ObjectLiteral>) {
  const standIns = Object.fromEntries(Object.keys(params).map((name) => [name, new StandIn(name)])) as unknown as P;
  const [sql, values] = build(manager, standIns).getQueryAndParameters();
  const names = values.map((value) => {
    if (!(value instanceof StandIn)) throw new Error(`preparedSelect: a parameter of ${sql} is not one of ${Object.keys(params).join(', ')}`);
    return value.name;
  });
  return { sql, names };
}

class StandIn {
  constructor(readonly name: string) {}
}

/** Selects every column of the query's main entity under its property name, as hydration would. */
export function selectColumns<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  const { name: alias, metadata } = query.expressionMap.mainAlias!;
  const [first, ...rest] = metadata.columns.map((column) => column.propertyName);
  query.select(`${alias}.${first}`, first);
  for (const property of rest) query.addSelect(`${alias}.${property}`, property);
  return query;
}
