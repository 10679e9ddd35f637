/** Entry screens (issue #3), one lazy chunk: registers the 'auth' texts when it loads. */
import { registerNamespace } from '@/shared/i18n';
import auth from '@locales/es-AR/auth.json';

registerNamespace('auth', auth);

export { RegisterScreen } from './screens/RegisterScreen';
export { LoginScreen } from './screens/LoginScreen';
export { PasswordRecoveryScreen } from './screens/PasswordRecoveryScreen';
export { ResetPasswordScreen } from './screens/ResetPasswordScreen';
export { AutologinScreen } from './screens/AutologinScreen';
export { UserLockedScreen } from './screens/UserLockedScreen';
export { LockedScreen } from './screens/LockedScreen';
export { CodeScreen } from './screens/CodeScreen';
