/** What the functions context offers the other contexts; they import nothing else of it. */
export { ServerFunction } from './server-function.js';
export type { ServerFunctionHandler } from './server-function.js';
export { FUNCTION_ERRORS } from './errors.js';
export { describeServerFunctions, functionModels, serverFunctionsOf } from './functions-contract.js';
