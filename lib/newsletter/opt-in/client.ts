/**
 * What the browser may use of the newsletter's opt-in, and the only module of it the browser
 * imports: the code's length and the sign-up form's cooldown, and the forms' Server Actions
 * (the browser holds only their references) with the states they answer. No zod, no server
 * code: the forms' schemas, which bring zod, are fetched by `loadOptInSchemas()` once a form is
 * used. Server code imports '@/lib/newsletter/opt-in'.
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
