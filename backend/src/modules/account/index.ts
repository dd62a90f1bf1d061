/** What the account context offers the other contexts; they import nothing else of it. */
export { AccountModule } from './account.module.js';
export { AccountAdmission } from './account-admission.js';
