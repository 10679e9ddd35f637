/**
 * What the boot loader's static first screens need of the location list (src/app/boot/loader/): the
 * app's own reading of it (toProvinces). This file imports nothing with a side effect.
 */
export { toProvinces } from './provinces';
