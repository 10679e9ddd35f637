/** Entry screens: built by the Entry issue (#3). Until then each shows the honest "coming soon" body. */
import { ComingSoonScreen } from '@/features/shell/screens';

export const RegisterScreen = ComingSoonScreen;
export const LoginScreen = ComingSoonScreen;
export const PasswordRecoveryScreen = ComingSoonScreen;
export const ResetPasswordScreen = ComingSoonScreen;
export const AutologinScreen = ComingSoonScreen;
export const UserLockedScreen = ComingSoonScreen;
export const LockedScreen = ComingSoonScreen;
export const CodeScreen = ComingSoonScreen;
