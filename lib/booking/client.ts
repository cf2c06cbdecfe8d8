/**
 * The Server Actions of booking's pages (choose a slot, cancel, choose another time, and the
 * owner's one button), the module a page hands a form's action from; in the browser they are
 * references to the server. Apart from ./index.ts because they load Next's navigation
 * (redirect), which the scripts that use booking's server entry cannot load.
 */
export { bookSlotAction, cancelAction, changeAction } from './actions';
export { ownerFormAction } from './owner-action';
