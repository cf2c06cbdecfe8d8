/**
 * The Server Actions of the privacy desk's pages, the module a page hands a form's action
 * from; apart from ./index.ts because they load Next's navigation and cookies.
 */
export {
  addressAction,
  correctAction,
  currentAddress,
  eraseAction,
  openAction,
  requestAction,
  withdrawAction,
} from './actions';
