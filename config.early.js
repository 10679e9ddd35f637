/**
 * A member's id in a link (`?id=`), as the app writes it (src/shared/lib/wire.ts idInUrl): a number, or a
 * server's own id (a word, a UUID, a negative number) made only of characters a link carries as they
 * are, so the paths of EARLY_GETS below are exactly the app's. The same pattern as
 * src/app/boot/first-screens.ts LINK_ID.
 */
const LINK_ID = '[\\w.~-]{1,128}';

/**
 * The boot loader's early requests, one table for the build (webpack.config.js writes it into
 * index.html) and the tests (src/test/boot.ts runs the loader with it).
 *
 * What a stored session asks the API for before the app's scripts have arrived ([pattern of the page's
 * path and query, API path]): the session restore (AUTH-52, API-19) on any route; the first page of
 * the dashboard (DASH-10, API-36), the messages list (API-26) or the member list (API-39, API-40) it
 * opens on; and the profile or the conversation the page opens over it (OPEN-11, OPEN-05). A phone that
 * dropped the app's tab reloads it on the screen the member left. Each path is exactly what the app's
 * own first call requests.
 */
const EARLY_GETS = [
  ['^/', '/v1/session?id=0'],
  ['^/dashboard-(recent|new|online)/?(\\?|$)', '/v1/dashboard/listing/$1?page=0'],
  ['^/(\\?|$)', '/v1/dashboard/listing/recent?page=0'], // a member's '/' opens the recent dashboard (AUTH_HOME)
  ['^/message-(received|sent)/?(\\?|$)', '/v1/messages/$1?page=0'],
  ['^/likes-received/?(\\?|$)', '/v1/user/matches?page=0'],
  ['^/likes-sent/?(\\?|$)', '/v1/user/likes?page=0'],
  ['^/visits-(received|sent)/?(\\?|$)', '/v1/user/visits/$1?page=0'],
  ['^/dislikes/?(\\?|$)', '/v1/user/dislikes?page=0'],
  ['^/my-profile/?(\\?|$)', '/v1/profile'],
  ['^/my-account/?(\\?|$)', '/v1/account'],
  [`[?&]modal=profile-view&id=(${LINK_ID})(&|$)`, '/v1/profile/$1'],
  [`[?&]modal=message-view&id=(${LINK_ID})(&|$)`, '/v1/messages/view/$1'],
];

/**
 * The boot loader's early POSTs ([pattern of the page's path and query, API path, body]): the search
 * results' first page (API-47, OPEN-15), whose request is a POST of the saved search's filters. `body`
 * names the builder the loader runs for it (src/app/boot/loader/bodies.ts), the app's own function
 * over the same stored value (src/features/search/body.ts); when it builds none (nothing stored, or
 * nothing readable) the POST is not sent. The app takes the answer only for exactly this method, path
 * and body (src/shared/boot/handoff.ts takeEarlyResponse), by the key 'POST ' + path.
 */
const EARLY_POSTS = [['^/search-results/?(\\?|$)', '/v1/dashboard/search', 'search']];

module.exports = { EARLY_GETS, EARLY_POSTS, LINK_ID };
