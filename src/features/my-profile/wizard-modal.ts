/** The lazy "post-register" chunk (?modal=post-register). */
export { default } from './components/PostRegisterWizard';
