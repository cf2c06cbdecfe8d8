/**
 * The only module of the opt-in the browser imports: constants, the forms' Server Action
 * references and their states. No zod: `loadOptInSchemas()` fetches the schemas once a form is used.
 */
export type { ConfirmCodeInput, SubscribeInput } from './schema';
export const loadOptInSchemas = () => import('./schema');
export { CODE_LENGTH, COOLDOWN_SECONDS } from './constants';
export {
  confirmCodeAction,
  confirmLinkAction,
  signupFormAction,
  type ConfirmCodeState,
  type FormMessage,
  type SignupFormState,
  type SignupIntent,
} from './form-action';
export { savePreferencesAction, type PreferencesState } from './preferences-action';
