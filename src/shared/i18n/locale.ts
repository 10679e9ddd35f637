/** The app's locale and time zone (I18N-02, OPEN-34), apart from i18next: the boot loader formats dates with them too. */
export const LOCALE = 'es-AR';
export const TIME_ZONE = 'America/Argentina/Buenos_Aires';
