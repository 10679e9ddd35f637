/**
 * The boot loader's bundle entry. The build (scripts/lib/boot-loader-webpack-plugin.cjs) inlines the
 * bundle into index.html as the body of a function whose one parameter, __BOOT_SETTINGS__, is this
 * build's settings (./settings.ts).
 */
import { bootLoader, type LoaderConfig } from './index';

declare const __BOOT_SETTINGS__: LoaderConfig;

bootLoader(__BOOT_SETTINGS__);
