/**
 * The route table (A §2, B §2). Public routes sit under PublicOnly (authenticated members are sent to the
 * authenticated area, AUTH-53), member routes under RequireAuth (visitors are sent home, AUTH-54); the
 * autologin, server-error and user-locked routes pass through (AUTH-55). Every screen is lazy: each
 * feature area is its own chunk, so '/' carries only the home page.
 */
import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { PublicOnly, RequireAuth } from './guards';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';
import type { RouteHandle } from './route-handle';

// One chunk per area: a feature's screens and modals live in its screens/ folder, one file each, and
// the route table imports each file with its area's chunk name (webpack puts same-named imports in one
// chunk; the names keep the bench's output readable).
const Home = lazyScreen(pick(() => import(/* webpackChunkName: "home" */ '@/features/home/screens/HomeScreen'), 'HomeScreen'));
const Register = lazyScreen(pick(() => import(/* webpackChunkName: "auth" */ '@/features/auth/screens/RegisterScreen'), 'RegisterScreen'));
const Login = lazyScreen(pick(() => import(/* webpackChunkName: "auth" */ '@/features/auth/screens/LoginScreen'), 'LoginScreen'));
const PasswordRecovery = lazyScreen(
  pick(() => import(/* webpackChunkName: "auth" */ '@/features/auth/screens/PasswordRecoveryScreen'), 'PasswordRecoveryScreen'),
);
const ResetPassword = lazyScreen(
  pick(() => import(/* webpackChunkName: "auth" */ '@/features/auth/screens/ResetPasswordScreen'), 'ResetPasswordScreen'),
);
const Autologin = lazyScreen(
  pick(() => import(/* webpackChunkName: "auth" */ '@/features/auth/screens/AutologinScreen'), 'AutologinScreen'),
);
const UserLocked = lazyScreen(
  pick(() => import(/* webpackChunkName: "auth" */ '@/features/auth/screens/UserLockedScreen'), 'UserLockedScreen'),
);
const Locked = lazyScreen(pick(() => import(/* webpackChunkName: "auth" */ '@/features/auth/screens/LockedScreen'), 'LockedScreen'));
const Code = lazyScreen(pick(() => import(/* webpackChunkName: "auth" */ '@/features/auth/screens/CodeScreen'), 'CodeScreen'));
const ServerError = lazyScreen(
  pick(() => import(/* webpackChunkName: "shell-screens" */ '@/features/shell/screens/ServerErrorScreen'), 'ServerErrorScreen'),
);
const Debug = lazyScreen(pick(() => import(/* webpackChunkName: "shell-screens" */ '@/features/shell/screens/DebugScreen'), 'DebugScreen'));
const Dashboard = lazyScreen<{ kind: 'recent' | 'new' | 'online' }>(
  pick(() => import(/* webpackChunkName: "dashboard" */ '@/features/dashboard/screens/DashboardScreen'), 'DashboardScreen'),
);
const Matching = lazyScreen(
  pick(() => import(/* webpackChunkName: "matching" */ '@/features/dashboard/screens/MatchingScreen'), 'MatchingScreen'),
);
const MessageList = lazyScreen<{ box: 'received' | 'sent' }>(
  pick(() => import(/* webpackChunkName: "messages" */ '@/features/messages/screens/MessageListScreen'), 'MessageListScreen'),
);
const SubscribeDone = lazyScreen(
  pick(() => import(/* webpackChunkName: "payments" */ '@/features/paywall/screens/SubscribeDoneScreen'), 'SubscribeDoneScreen'),
);
const ThankYou = lazyScreen(
  pick(() => import(/* webpackChunkName: "payments" */ '@/features/paywall/screens/ThankYouScreen'), 'ThankYouScreen'),
);
const Covid = lazyScreen(pick(() => import(/* webpackChunkName: "payments" */ '@/features/paywall/screens/CovidScreen'), 'CovidScreen'));
const MemberList = lazyScreen<{ kind: 'matches' | 'likes' | 'visitsReceived' | 'visitsSent' | 'dislikes' }>(
  pick(() => import(/* webpackChunkName: "lists" */ '@/features/lists/screens/MemberListScreen'), 'MemberListScreen'),
);
const SearchResults = lazyScreen(
  pick(() => import(/* webpackChunkName: "search" */ '@/features/search/screens/SearchResultsScreen'), 'SearchResultsScreen'),
);
const MyAccount = lazyScreen(
  pick(() => import(/* webpackChunkName: "account" */ '@/features/account/screens/MyAccountScreen'), 'MyAccountScreen'),
);
const Unsubscribe = lazyScreen<{ step: 1 | 2 | 3 | 4 }>(
  pick(() => import(/* webpackChunkName: "account" */ '@/features/account/screens/UnsubscribeScreen'), 'UnsubscribeScreen'),
);
const Refund = lazyScreen(pick(() => import(/* webpackChunkName: "account" */ '@/features/account/screens/RefundScreen'), 'RefundScreen'));
const ReportUser = lazyScreen(
  pick(() => import(/* webpackChunkName: "account" */ '@/features/account/screens/ReportScreen'), 'ReportScreen'),
);
const AddToHomeScreen = lazyScreen(
  pick(() => import(/* webpackChunkName: "pwa-screens" */ '@/features/pwa/screens/AddToHomeScreen'), 'AddToHomeScreen'),
);

const MyProfile = lazyScreen(
  pick(() => import(/* webpackChunkName: "my-profile" */ '@/features/my-profile/screens/MyProfileScreen'), 'MyProfileScreen'),
);

/** Picks one export of a lazily imported module as a lazy screen's default. */
function pick<M, K extends keyof M>(load: () => Promise<M>, key: K) {
  return () => load().then((m) => ({ default: m[key] }));
}

const h = (titleKey: string): { handle: RouteHandle } => ({ handle: { titleKey } });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: PATHS.HOME, element: <Home /> },
          { path: `${PATHS.REGISTER}/:token?`, element: <Register /> },
          { path: PATHS.LOGIN, element: <Login /> },
          { path: PATHS.PASSWORD_RECOVERY, element: <PasswordRecovery /> },
          { path: `${PATHS.RESET_PASSWORD}/:id?`, element: <ResetPassword /> },
          { path: `${PATHS.LOCKED}/:mail`, element: <Locked /> },
          { path: PATHS.CODE, element: <Code /> },
        ],
      },
      // Pass through the guard (AUTH-55) / public to all (AUTH-51).
      { path: `${PATHS.AUTOLOGIN}/:token?/:action?/:user?/:origin?`, element: <Autologin /> },
      { path: PATHS.SERVER_ERROR, element: <ServerError /> },
      { path: PATHS.USER_LOCKED, element: <UserLocked /> },
      {
        element: <RequireAuth />,
        children: [
          { path: PATHS.DASHBOARD_RECENT, element: <Dashboard kind="recent" />, ...h('titles.dashboardRecent') },
          { path: PATHS.DASHBOARD_NEW, element: <Dashboard kind="new" />, ...h('titles.dashboardNew') },
          { path: PATHS.DASHBOARD_ONLINE, element: <Dashboard kind="online" />, ...h('titles.dashboardOnline') },
          { path: PATHS.MATCHING, element: <Matching />, ...h('titles.recommended') },
          { path: PATHS.MESSAGE_RECEIVED, element: <MessageList box="received" />, ...h('titles.messages') },
          { path: PATHS.MESSAGE_SENT, element: <MessageList box="sent" />, ...h('titles.messages') },
          { path: PATHS.LIKES_RECEIVED, element: <MemberList kind="matches" />, ...h('titles.likesReceived') },
          { path: PATHS.LIKES_SENT, element: <MemberList kind="likes" />, ...h('titles.likesSent') },
          { path: PATHS.VISITS_RECEIVED, element: <MemberList kind="visitsReceived" />, ...h('titles.visitsReceived') },
          { path: PATHS.VISITS_SENT, element: <MemberList kind="visitsSent" />, ...h('titles.visitsSent') },
          { path: PATHS.DISLIKES, element: <MemberList kind="dislikes" />, ...h('titles.dislikes') },
          { path: PATHS.SEARCH_RESULTS, element: <SearchResults />, ...h('titles.searchResults') },
          { path: PATHS.MY_PROFILE, element: <MyProfile />, ...h('titles.myProfile') },
          { path: PATHS.MY_ACCOUNT, element: <MyAccount />, ...h('titles.myAccount') },
          { path: PATHS.UNSUBSCRIBE_ONE, element: <Unsubscribe step={1} />, ...h('titles.unsubscribe') },
          { path: PATHS.UNSUBSCRIBE_TWO, element: <Unsubscribe step={2} />, ...h('titles.unsubscribe') },
          { path: PATHS.UNSUBSCRIBE_THREE, element: <Unsubscribe step={3} />, ...h('titles.unsubscribe') },
          { path: PATHS.UNSUBSCRIBE_FOUR, element: <Unsubscribe step={4} />, ...h('titles.unsubscribe') },
          { path: `${PATHS.REPORT_USER}/:id`, element: <ReportUser />, ...h('titles.reportUser') },
          { path: PATHS.COVID, element: <Covid />, ...h('titles.covid') },
          { path: PATHS.REFUND, element: <Refund />, ...h('titles.refund') },
          { path: PATHS.SUBSCRIBE_DONE, element: <SubscribeDone />, ...h('titles.subscribeDone') },
          { path: PATHS.THKYOUPAGE, element: <ThankYou />, ...h('titles.thankYou') },
          { path: PATHS.ADD_TO_HOME_SCREEN, element: <AddToHomeScreen />, ...h('titles.addToHomeScreen') },
          { path: PATHS.DEBUG, element: <Debug />, ...h('titles.debug') },
        ],
      },
      // SHELL-27: any unknown path redirects to '/'.
      { path: '*', element: <Navigate to={PATHS.HOME} replace /> },
    ],
  },
];
