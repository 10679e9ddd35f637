/*
 * Stands in for axios/lib/adapters/fetch.js in the browser build (webpack.config.js): the app's one
 * axios instance uses the XHR adapter (axios's default in browsers), so the fetch adapter is dead
 * weight in the member's first download. `getFetch` answering nothing makes axios skip it.
 */
export const getFetch = () => undefined;
export default undefined;
