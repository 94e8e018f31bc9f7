export { type DeleteAccountDeps, type EraseAccountDeps } from './ports';
export { deactivateAccount, reactivateAccount } from './use-cases/deactivate-account';
export { deleteAccount } from './use-cases/delete-account';
export { eraseAccount } from './use-cases/erase-account';
export { backfillWorkspaceLinksOff, type LinksOffBackfillReport } from './store/links-off-backfill';
