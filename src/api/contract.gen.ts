/**
 * Generated from contract/api-contract.yaml by scripts/gen-api-types.mjs (openapi-typescript). Do not edit:
 * change the contract and run `npm run gen:api`. What the app uses of it: src/api/contract.ts.
 */

export interface paths {
    "/v1/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with e-mail and password
         * @description Login failure text 'El Email o el Password son inválidos'; how the failure is signalled (status or body) is not stated: a 401 that is not a session problem gives a null result and hasError (API-09, AUTH-17).
         */
        post: operations["authenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a new member
         * @description Failure is flagged when the response has errors or error ('El Email es inválido o ya está registrado'); the status of such a failure is not stated, so a failure body is accepted on 200 and on 400.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facebook/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Social (Facebook) sign-in */
        post: operations["facebookConnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-login with the stored recovery token after 401 token_expired
         * @description Path exactly as written in A (no /v1 prefix, unlike every other call). Called after a 401 with token_expired; the original request is then repeated. If the recovery token is missing or relog fails the user is logged out.
         */
        post: operations["relog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current session (user, counters, realtime and web push settings) */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/autologin/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Token-based login (autologin link) */
        get: operations["autologin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a password-recovery e-mail */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/set-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the recovery token from the e-mail link */
        post: operations["setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/email-validation/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a validation code to a blocked e-mail address */
        post: operations["createEmailValidation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/email-validation/validate/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check the five-character validation code (no token) */
        get: operations["validateEmailCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Static location JSON (provinces with their cities) */
        get: operations["getLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Received-messages list, by page */
        get: operations["listMessagesReceived"];
        put?: never;
        post?: never;
        /** Bulk delete (all rows selected) on the received list */
        delete: operations["deleteMessagesReceived"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sent-messages list, by page */
        get: operations["listMessagesSent"];
        put?: never;
        post?: never;
        /** Bulk delete (all rows selected) on the sent list */
        delete: operations["deleteMessagesSent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete the conversations with the selected users */
        delete: operations["deleteMessages"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/mark-as-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark the conversations with the selected users as read */
        patch: operations["markMessagesRead"];
        trace?: never;
    };
    "/v1/messages/mark-as-read/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Bulk mark-as-read (all rows selected) on the received list */
        patch: operations["markMessagesReadReceived"];
        trace?: never;
    };
    "/v1/messages/mark-as-read/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Bulk mark-as-read (all rows selected) on the sent list */
        patch: operations["markMessagesReadSent"];
        trace?: never;
    };
    "/v1/messages/send/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a text or image message to a member (form)
         * @description A free member blocked from sending gets 402 (the paywall type is then SM because the failing call was a POST, PAY-01).
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/view/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Conversation with a member, newest page or the 15 older than `from` */
        get: operations["viewConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/view/{id}/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Batch load of a conversation range
         * @description The client refuses to call without parameters ('Invalid parameters for batch loading').
         */
        get: operations["viewConversationBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/view/{id}/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Message count of a conversation
         * @description The client refuses to call without an id ('Chat ID is required').
         */
        get: operations["countConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/imagePermission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch photo permission on (Recepción de fotos)
         * @description The payload names no conversation or member; whose photos are unblurred is not stated.
         */
        post: operations["setImagePermission"];
        delete?: never;
        options?: never;
        head?: never;
        /** PATCH variant of the photo-permission call ('also seen') */
        patch: operations["setImagePermissionPatch"];
        trace?: never;
    };
    "/v2/videocall/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ask whether a video call with a member may start, and its URL */
        get: operations["videoCallInvite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a member */
        post: operations["likeUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/{id}/undo-like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a like */
        post: operations["undoLikeUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/{id}/dislike": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dislike (block) a member */
        post: operations["dislikeUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/{id}/undo-dislike": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a dislike */
        post: operations["undoDislikeUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/listing/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** New-profiles dashboard, by page */
        get: operations["getDashboardNew"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/listing/online": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Online dashboard, by page */
        get: operations["getDashboardOnline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/listing/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recent dashboard (default landing), by page */
        get: operations["getDashboardRecent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/scroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Next results of a dashboard or of a search, by scroll id */
        get: operations["getDashboardScroll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dashboard/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search results for the saved filters
         * @description Parameters of this GET are not stated (decision OPEN-15 uses it to reload unchanged filters).
         */
        get: operations["getSearchResults"];
        put?: never;
        /** Send the search filters and get the first page of results */
        post: operations["postSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/search-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Options for the search modal */
        get: operations["getSearchOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/user/matching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recommended profiles (/recomendados) */
        get: operations["getRecommended"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/likes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sent likes ('Te gustan', LIKES_SENT), by page */
        get: operations["listLikes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mutual matches ('Se gustan', LIKES_RECEIVED), by page */
        get: operations["listMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/dislikes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Disliked members, by page */
        get: operations["listDislikes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/visits/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Received visits ('Recibidas'), by page */
        get: operations["listVisitsReceived"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/visits/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visits made ('Realizadas'), by page */
        get: operations["listVisitsSent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profile/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Another member's profile (profile-view modal)
         * @description Note: under this decision GET /v1/profile/{id} and the profile-update paths (/v1/profile/data-sheet, /data-form, /description, /image) share a prefix; they differ by method only.
         */
        get: operations["getProfileView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's own profile (my profile screen) */
        get: operations["getMyProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profile/data-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update nickname, province and city */
        put: operations["updateProfileDataSheet"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profile/data-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update one profile attribute (personal data, activities, tags, couple data) */
        put: operations["updateProfileDataForm"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profile/description": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the description (goes to moderation) */
        put: operations["updateProfileDescription"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profile/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's own photos (the list the my-photos modal shows and reloads after an upload)
         * @description The spec names the list (Own image), says it reloads after an upload ("After a photo upload the image list reloads twice") and gives /v1/profile/image as the path for profile images, but names no read. Inferred: GET on that path. Whether the list is bare or inside an object is not stated; a client reads both, and a server without this call answers 404 or 405 (handled, never a logout).
         */
        get: operations["listProfileImages"];
        put?: never;
        /** Upload one photo (img) or several (an img array) as a form */
        post: operations["uploadProfileImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profile/image/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make an approved photo the profile photo ('Foto de perfil') */
        put: operations["setDefaultProfileImage"];
        post?: never;
        /** Delete a photo */
        delete: operations["deleteProfileImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/juegolikes/{userId}/{gender}/{city}/{ageMin}/{ageMax}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pairs of profiles for the like game */
        get: operations["getLikeGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/juegolikes/skipped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report the skipped card of a like-game pair */
        post: operations["skipLikeGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Account data (my account screen) */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        /**
         * Delete the account (password confirmation)
         * @description Status 200 logs out; 400 sets an error (B: "Account delete: status 200 logs out; 400 sets an error.").
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change password (old and new, hashed) */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the notification toggles (web and android sets, '1'/'0') */
        put: operations["updateNotifications"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/age-range": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the wanted age range (slider released) */
        put: operations["updateAgeRange"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/webpush": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register the browser's web push subscription */
        post: operations["subscribeWebPush"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/renewal/1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unsubscribe step one - check e-mail and password */
        post: operations["renewalCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/renewal/2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unsubscribe - put on hold (go to messages at step three) */
        post: operations["renewalHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/renewal/3": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unsubscribe - confirm the cancellation */
        post: operations["renewalConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/paywall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Plans, header and footer of the paywall
         * @description B does not say whether type, nickname and picture are query parameters or path segments ('with optional type, nickname, picture, query isMobile=true and idabono'); they are modelled as optional query parameters.
         */
        get: operations["getPaywall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment/mp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Card payment (subscription) */
        post: operations["payCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment/mobbex/createSubscriber": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Second card-payment call (mobbex subscriber) */
        post: operations["createMobbexSubscriber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment/mp/one-shot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One-time (one-shot) payment */
        post: operations["payOneShot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cash coupon (pagofacil or rapipago) */
        post: operations["payTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment/covid/{planId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One-time payment page data, by plan id */
        get: operations["getCovidPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment/mp/thkpage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Thank-you page result after a payment
         * @description Query parameters, if any, are not stated.
         */
        get: operations["getThankYouPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdrawal ('arrepentimiento') request, as a form with id
         * @description 'as a form' does not say which form encoding; both are admitted.
         */
        post: operations["requestRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a member (report page and quick reports from the chat) */
        post: operations["reportUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description An identifier. The spec never says whether ids are numbers or strings. */
        Id: number | string;
        /**
         * @description A '1'/'0' string flag (the spec quotes these values).
         * @enum {string}
         */
        Flag01: "1" | "0";
        /** @description Gender id: 1 male, 2 female (B: any id other than 1 is treated as female). */
        GenderId: number;
        /**
         * @description Message types: 1 text, 2 image, -1 notice, 3 video call, 4 matching.
         * @enum {integer}
         */
        MessageType: 1 | 2 | -1 | 3 | 4;
        /** @description Age range {min, max}, 18 to 99 with a minimum gap of 1. */
        AgeRange: {
            min: number;
            max: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Session-user age range {edad_min, edad_max}. */
        AgeRangeEdad: {
            edad_min: number;
            edad_max: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A page of the message lists. The envelope is not stated: a bare array must hold ChatRow items; any object (an envelope whose field names the spec does not give) is admitted unchecked. */
        ChatRowPage: components["schemas"]["ChatRow"][] | {
            [key: string]: unknown;
        };
        /** @description A page (up to 15) of a conversation. A bare array must hold ConversationMessage items; an object envelope (not stated; it may also carry the ConversationHeader) is admitted unchecked. */
        ConversationPage: components["schemas"]["ConversationMessage"][] | {
            [key: string]: unknown;
        };
        /** @description Dashboard or search results. A bare array must hold DashboardItem (USER/NOTICE) items; an object envelope (scroll id and items under names not stated) or the bare string 'expiro' (a response 'expiro' marks the results expired) is admitted. */
        DashboardPage: components["schemas"]["DashboardItem"][] | {
            [key: string]: unknown;
        } | "expiro";
        /** @description A page of the likes, matches, dislikes or visits lists. A bare array must hold ListItem or NOTICE items; an object envelope (not stated) is admitted unchecked. */
        ListPage: components["schemas"]["ListOrNoticeItem"][] | {
            [key: string]: unknown;
        };
        /** @description Body of a 400. error token_invalid logs out; other 400s go to the caller. */
        Error400: {
            error?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Body of a 401. The catalogue names token_expired, user_locked, invalid_token, user_not_found (as the error field, by analogy with '400 with error token_invalid') and errcode 1000. Other 401 bodies are legal and give a null result. */
        Error401: {
            /** @description B writes '401 with token_expired' / 'with user_locked, invalid_token or user_not_found' without naming the field; error is inferred from the 400 row. */
            error?: string;
            /** @description errcode 1000: log out and go to the e-mail-locked page (/locked/:mail) with the e-mail; where the e-mail comes from is not stated. */
            errcode?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Body of a 402; error cant_buy is optional. */
        Error402: {
            error?: string;
        } & {
            [key: string]: unknown;
        };
        AuthenticateRequest: {
            /** Format: email */
            email: string;
            password: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Response of /v1/authenticate and (same shape) /v1/register. */
        AuthResponse: {
            token: string;
            recovery_token: string;
            /** @description content not stated */
            sessionInfo: unknown;
            pusher: components["schemas"]["PusherSettings"];
            /** @description Lower-case 'webpush' here, 'webPush' in the session response (both as written). Content not stated; the stored web push settings are the public key. */
            webpush: {
                publicKey?: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description Registration failure: the response has errors or error ('El Email es inválido o ya está registrado'). */
        RegisterFailure: ({
            errors?: unknown;
            error?: unknown;
        } & {
            [key: string]: unknown;
        }) | unknown | unknown;
        RegistrationPayload: {
            /**
             * Format: email
             * @description lowercased
             */
            email: string;
            /** @description 4 to 20 characters, letters, digits or underscore (A §5) */
            password: string;
            /** @description 'birthdate as day/month/year': either the string day/month/year or the three parts; the spec does not say which. The user must be 18 or older. */
            birthdate: string | ({
                day: number | string;
                month: number | string;
                year: number | string;
            } & {
                [key: string]: unknown;
            });
            /**
             * @description from 'Soy / Busco': h-m, h-h give h; m-h, m-m give m
             * @enum {string}
             */
            gender: "h" | "m";
            /** @enum {string} */
            genderWanted: "h" | "m";
            province: components["schemas"]["Id"];
            city: components["schemas"]["Id"];
            /** @enum {string|null} */
            socialMedia: "facebook" | null;
            /** @description {accessToken, userID} from social sign-in. Its value when socialMedia is null is not stated; null or null members are admitted. */
            socialMediaData: ({
                accessToken?: string | null;
                userID?: string | null;
            } & {
                [key: string]: unknown;
            }) | null;
        } & {
            [key: string]: unknown;
        };
        SocialMediaData: {
            accessToken: string;
            userID: string;
        } & {
            [key: string]: unknown;
        };
        FacebookConnectResponse: {
            /** @description connected logs the user in; get_user_data stores register_data and goes to registration */
            fb_connect_status: string;
            longAccessToken: string;
            /** @description registration data used to pre-fill (and lock the birth date of) the register form; content not stated */
            register_data?: unknown;
        } & {
            [key: string]: unknown;
        };
        SessionResponse: {
            token: string;
            me: components["schemas"]["Me"];
            counters: components["schemas"]["Counters"];
            pusher: components["schemas"]["PusherSettings"];
            webPush: components["schemas"]["WebPushSettings"];
        } & {
            [key: string]: unknown;
        };
        /** @description The realtime settings. A lists the stored realtime settings as appKey, authEndpoint, chatChannelPrefix, notificationsChannel and names the response field pusher; that the pusher object carries exactly these names is an inference. */
        PusherSettings: {
            appKey: string;
            /** @description the client normalises it to begin with /v1 */
            authEndpoint: string;
            chatChannelPrefix: string;
            notificationsChannel: string;
        } & {
            [key: string]: unknown;
        };
        WebPushSettings: {
            publicKey: string;
        } & {
            [key: string]: unknown;
        };
        /** @description What the client stores (client storage, not a wire payload). */
        StoredSession: {
            token?: string;
            recovery_token?: string;
            pusher?: components["schemas"]["PusherSettings"];
            webPush?: components["schemas"]["WebPushSettings"];
            longAccessToken?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description After a password change or reset the new token and recovery token are stored. Field names not given; token / recovery_token by analogy with /v1/authenticate. */
        NewTokens: {
            token?: string;
            recovery_token?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The current user (session 'me'). */
        Me: {
            id: components["schemas"]["Id"];
            email: string;
            username: string;
            nickname: string;
            picture: string;
            hasPicture: unknown;
            /** @description derived by the client from billing.premium ('premium (from billing.premium)'); not required on the wire */
            premium?: unknown;
            gender: components["schemas"]["GenderId"];
            /** @enum {string} */
            genderText: "hombre" | "mujer" | "gay" | "lesbiana";
            age: number;
            location: {
                idprovincia: components["schemas"]["Id"];
                localidad: {
                    id: components["schemas"]["Id"];
                } & {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
            age_range: components["schemas"]["AgeRangeEdad"];
            billing: components["schemas"]["Billing"];
            /** @description the Recommended menu entry shows only when set */
            has_matching_listing: unknown;
            /** @description the like-game button shows only 'when me.like_game is true' */
            like_game: boolean;
        } & {
            [key: string]: unknown;
        };
        Billing: {
            premium: unknown;
            active_subscription: unknown;
            /** @description the refund ('arrepentimiento') menu entry shows only if set */
            btnRefund: unknown;
        } & {
            [key: string]: unknown;
        };
        Counters: {
            visits: number;
            matches: number;
            messages: number;
        } & {
            [key: string]: unknown;
        };
        EmailValidationResult: {
            msg: string;
            token?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Decision OPEN-09: [{id, name, cities:[{id, name}]}]. */
        Province: {
            id: components["schemas"]["Id"];
            name: string;
            cities: ({
                id: components["schemas"]["Id"];
                name: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /** @description The selected users. Whether the bulk variants (/received, /sent) also send the ids is not stated; the table gives {users:[ids]} for every variant. */
        UsersSelection: {
            users: components["schemas"]["Id"][];
        } & {
            [key: string]: unknown;
        };
        /** @description Form fields. file is required for image messages (type 2), an inference: a text message has no file to send. mensaje must not be blank for text messages ('Message send: trimmed text must not be empty.'). */
        SendMessageForm: ({
            type: components["schemas"]["MessageType"];
            mensaje: string;
            isChat: unknown;
            /** @description an image file (attachments accept image files only) */
            file?: string;
        } & {
            [key: string]: unknown;
        }) & (unknown & unknown);
        ImagePermissionRequest: {
            /** @constant */
            permission: true;
        } & {
            [key: string]: unknown;
        };
        /** @description A row of the received/sent message lists. Read like the Plan entity, 'userId (id)' and 'new (isNew, unread count)' name a client field and (in parentheses) its source; both spellings are admitted for the id. selected is a UI flag. */
        ChatRow: ({
            userId?: components["schemas"]["Id"];
            id?: components["schemas"]["Id"];
            /** @description format not stated (display format decided by OPEN-34) */
            date: unknown;
            /** @description when false the row shows a locked image and tapping it opens the paywall */
            canRead: unknown;
            /** @description 'new (isNew, unread count)': whether new is a boolean, a count or both is not stated */
            new: unknown;
            isNew?: unknown;
            userGenderId: components["schemas"]["GenderId"];
            userImg: string;
            userName: string;
            /** @description shown only if canRead; unreadable chats show a random placeholder, so it may be absent then */
            messageText?: string;
            messageType: components["schemas"]["MessageType"];
            /** @description UI flag */
            selected?: unknown;
        } & {
            [key: string]: unknown;
        }) | unknown | unknown;
        /** @description A message of a conversation. texto for text, or an original/square180 image. isLoading is the client's optimistic flag; isMine, images and first are listed by A but look client-derived, so only id, hour, tipoMensaje and soyUserAbreChat are required on the wire. */
        ConversationMessage: ({
            id: components["schemas"]["Id"];
            /** @description hour stamp; 'X' on a failed send (client); format decided by OPEN-34 (HH:mm) */
            hour: string;
            texto?: string;
            /** @description original image path (image messages) */
            original?: string;
            /** @description 180x180 thumbnail path under users_chat/ */
            square180?: string;
            tipoMensaje: components["schemas"]["MessageType"];
            soyUserAbreChat: unknown;
            isMine?: unknown;
            images?: unknown;
            first?: unknown;
            /** @description optimistic-send flag */
            isLoading?: unknown;
        } & {
            [key: string]: unknown;
        }) | unknown | unknown | unknown | unknown;
        ConversationHeader: {
            id: components["schemas"]["Id"];
            nickname: string;
            gender: components["schemas"]["GenderId"];
            picture: string;
            hasPicture: unknown;
            imagePermission: unknown;
            /** @description 'reported flag': the field name is not given (reported is a guess), so it is not required */
            reported?: unknown;
        } & {
            [key: string]: unknown;
        };
        /** @description A toast notification (client state built from realtime events). */
        Toast: {
            type?: unknown;
            id?: components["schemas"]["Id"];
            nickname?: string;
            image?: string;
            gender?: unknown;
            hasImage?: unknown;
            pending?: unknown;
        } & {
            [key: string]: unknown;
        };
        VideoCallResult: {
            /** @description when set the alert says 'Debido a que recibimos denuncias sobre tu perfil no vas a poder iniciar video chat.' */
            banned: unknown;
            /** @description the popup opens only when set */
            can_send: unknown;
            reports: unknown;
            videocall_url: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description Payload of realtime events; the authoritative copy is in realtime-contract.yaml. */
        RealtimeEvent: {
            iduser?: components["schemas"]["Id"];
            apodo?: string;
            sexo?: unknown;
            imagen?: string;
            message?: unknown;
            messageType?: components["schemas"]["MessageType"];
            timestamp?: unknown;
        } & {
            [key: string]: unknown;
        };
        /** @description Promotional image of a system event (action image-upload or mkt-pushes); see realtime-contract.yaml. */
        PushPromo: {
            imageMobile: string;
            linkMobile: string;
            GA: {
                impression: unknown;
                click: unknown;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description A dashboard or search item, USER or NOTICE. */
        DashboardItem: components["schemas"]["DashboardUserItem"] | components["schemas"]["NoticeItem"];
        DashboardUserItem: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "USER";
            id: components["schemas"]["Id"];
            gender: components["schemas"]["GenderId"];
            nickname: string;
            years: number;
            location: unknown;
            status: unknown;
            liked: unknown;
            picture: string;
            hasPicture: unknown;
        } & {
            [key: string]: unknown;
        };
        /** @description A promotional item interleaved in dashboards, search results and lists. */
        NoticeItem: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "NOTICE";
            id: components["schemas"]["Id"];
            img: string;
            link: string;
        } & {
            [key: string]: unknown;
        };
        /** @description An item of the likes, matches, dislikes and visits lists. */
        ListItem: {
            id: components["schemas"]["Id"];
            nickname: string;
            years: number;
            gender: components["schemas"]["GenderId"];
            picture: string;
            hasPicture: unknown;
            province: string | null;
            /** @description '-' if empty: whether the server sends '-' or the client shows it is not stated */
            city: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description A list entry, or an interleaved NOTICE item. */
        ListOrNoticeItem: components["schemas"]["ListItem"] | components["schemas"]["NoticeItem"];
        UnsubscribeListItem: {
            picture: string;
            gender: components["schemas"]["GenderId"];
            nickname: string;
            years: number;
            id: components["schemas"]["Id"];
        } & {
            [key: string]: unknown;
        };
        /** @description Client state of every list (not a wire payload). */
        ClientListState: {
            loading?: boolean;
            data?: unknown[];
            page?: number | null;
            /** @description last-request timestamp (name not given) */
            lastRequest?: unknown;
        } & {
            [key: string]: unknown;
        };
        /** @description One of the member's own photos; index 0 is the profile photo. Which call returns the list is not stated. */
        OwnImage: {
            src: string;
            /** @description false means pending moderation (clock icon) */
            approved: boolean;
            isProfile: unknown;
        } & {
            [key: string]: unknown;
        };
        LabelValue: {
            label: string;
            /** @description null for the 'Seleccionar' entry of an empty multi-select (ME-15) */
            value: unknown;
        } & {
            [key: string]: unknown;
        };
        /** @description A province or city picker of my profile (label, select, options). */
        LocationPicker: {
            label: string;
            select: unknown;
            options: unknown[];
        } & {
            [key: string]: unknown;
        };
        PersonalDataGroup: {
            title: string;
            list: ({
                label: string;
                select: components["schemas"]["LabelValue"][];
                type: unknown;
                /** @description Not named for a personal-data field, but the data-form save is {id, tipo, valor} and "the UI form also carries key, inputType, select[]" (as tags carry id, key, inputType): an editable field carries the attribute's id. Optional; without it the field cannot be saved. */
                id?: components["schemas"]["Id"];
                key?: string;
                inputType?: components["schemas"]["InputType"];
                /** @description The choices, as location pickers carry them ("each with label, select and options"); not named for personal data. `select` holds the chosen label/value pairs. Optional; a field without options is shown with its value, not edited. */
                options?: components["schemas"]["LabelValue"][];
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        TagGroup: {
            title: string;
            list: unknown[];
            id: components["schemas"]["Id"];
            key: string;
            inputType: components["schemas"]["InputType"];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description s single select; f, c, t, m multi-select or tags.
         * @enum {string}
         */
        InputType: "s" | "f" | "c" | "t" | "m";
        ProfilePicture: {
            name: string;
            hasPicture: unknown;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description B writes both 'nicknameModeration (0 means in moderation)' (unquoted 0) and 'the approved one if moderation flag is '1'' (quoted '1'); string and number forms are admitted.
         * @enum {unknown}
         */
        ModerationFlag: "0" | "1" | 0 | 1;
        /** @description The member's own profile (GET /v1/profile). */
        MyProfile: {
            id: components["schemas"]["Id"];
            ageRange: components["schemas"]["AgeRange"];
            gender: components["schemas"]["GenderId"];
            nickname: string;
            nicknameModeration: components["schemas"]["ModerationFlag"];
            description: string;
            descriptionModeration: components["schemas"]["ModerationFlag"];
            years: number;
            find: unknown;
            location: {
                province: components["schemas"]["LocationPicker"];
                city: components["schemas"]["LocationPicker"];
            } & {
                [key: string]: unknown;
            };
            personalData: components["schemas"]["PersonalDataGroup"][];
            coupleData: unknown;
            activities: unknown;
            tags: {
                films: components["schemas"]["TagGroup"];
                music: components["schemas"]["TagGroup"];
                books: components["schemas"]["TagGroup"];
            } & {
                [key: string]: unknown;
            };
            picture: components["schemas"]["ProfilePicture"];
            /** @description completeness percent (shown as 100 above 90) */
            complitud: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Another member's profile (profile-view modal). B: 'Profile view data also has ...'; whether it also carries the my-profile fields is not stated. The pareja sections are not named individually (matched by the pattern ^pareja). */
        ProfileView: {
            id?: components["schemas"]["Id"];
            gender?: components["schemas"]["GenderId"];
            nickname?: string;
            years?: number;
            picture?: unknown;
            hasPicture?: unknown;
            ageRange?: unknown;
            nicknameModeration?: unknown;
            description?: unknown;
            descriptionModeration?: unknown;
            find?: unknown;
            personalData?: unknown;
            coupleData?: unknown;
            activities?: unknown;
            tags?: unknown;
            complitud?: unknown;
            datos_personales: unknown;
            apariencia: unknown;
            estilo_vida: unknown;
            idiomas: unknown;
            profesion_familia: unknown;
            actividades_vacaciones: unknown;
            ficha: {
                signo: unknown;
            } & {
                [key: string]: unknown;
            };
            /** @description 'images (profile, approved, pending)': written with parentheses, not braces, so the three parts are listed but not required */
            images: {
                profile?: unknown;
                approved?: unknown;
                pending?: unknown;
            } & {
                [key: string]: unknown;
            };
            descripcion: {
                descripcion_moderacion_aprobada: unknown;
                descripcion_aprobada: unknown;
                descripcion_moderacion: unknown;
            } & {
                [key: string]: unknown;
            };
            location: {
                provinceId: components["schemas"]["Id"];
                cityId: components["schemas"]["Id"];
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown | unknown;
        };
        ProfileDataSheetFields: {
            apodo: string;
            provincia: components["schemas"]["Id"];
            localidad: components["schemas"]["Id"];
        } & {
            [key: string]: unknown;
        };
        /** @description 'data {apodo, provincia, localidad}'. B's notation 'name {fields}' elsewhere means a field holding an object, but OPEN-19 writes the description payload bare; both the bare body and the body wrapped in data are admitted. */
        ProfileDataSheetUpdate: components["schemas"]["ProfileDataSheetFields"] | ({
            data: components["schemas"]["ProfileDataSheetFields"];
        } & {
            [key: string]: unknown;
        });
        /** @description attribute input {id, tipo, valor}; the UI form also carries key, inputType, select[] (client-only). */
        ProfileAttributeInput: {
            id: components["schemas"]["Id"];
            /** @description whether tipo takes the input-type letters (s, f, c, t, m) is not stated */
            tipo: unknown;
            /** @description single value or list (multi-select, tags); not stated */
            valor: unknown;
            key?: unknown;
            inputType?: components["schemas"]["InputType"];
            select?: unknown[];
        } & {
            [key: string]: unknown;
        };
        /** @description Bare {id, tipo, valor} or wrapped in input (see ProfileDataSheetUpdate). */
        ProfileAttributeUpdate: components["schemas"]["ProfileAttributeInput"] | ({
            input: components["schemas"]["ProfileAttributeInput"];
        } & {
            [key: string]: unknown;
        });
        /** @description Bare {descripcion} (as in decision OPEN-19) or wrapped in description (B §3 notation). */
        ProfileDescriptionUpdate: ({
            descripcion: string;
        } & {
            [key: string]: unknown;
        }) | ({
            description: {
                descripcion: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        });
        /** @description A form with img, or an img array (field spelled img or img[]; not stated). */
        ProfileImageUploadForm: ({
            img?: string | string[];
            "img[]"?: string[];
        } & {
            [key: string]: unknown;
        }) | unknown | unknown;
        /** @description Data of the post-registration wizard. Which call returns it is not stated. */
        PostRegistrationData: {
            nickname: string;
            nicknameModeration: components["schemas"]["ModerationFlag"];
            description: string;
            descriptionModeration: components["schemas"]["ModerationFlag"];
            picture: components["schemas"]["ProfilePicture"];
            gender: components["schemas"]["GenderId"];
            ageRange: components["schemas"]["AgeRange"];
            personalData: components["schemas"]["PersonalDataGroup"][];
        } & {
            [key: string]: unknown;
        };
        SearchOptionGroup: {
            label: string;
            value: unknown;
            select: unknown[];
            /** @enum {string} */
            type: "text" | "array";
        } & {
            [key: string]: unknown;
        };
        /** @description The search modal's options. Where the grouped lists sit (field name) is not stated; each is a SearchOptionGroup. */
        SearchOptions: {
            ageMin: number;
            ageMax: number;
            nickname: string | null;
            location: {
                province: unknown;
                city: unknown;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown | unknown;
        };
        /** @description The filters sent. Advanced filters (altura, bebe, busco, deseo_hijos, estado_civil, estudios, fuma, hijos, religion, signo) carry a single value for text-type groups and a list for array-type groups; 'limpiar' resets them to 'Indiferente', distance 0, ages 18 to 99. */
        SearchFilters: {
            altura: unknown;
            apodo: string | null;
            bebe: unknown;
            busco: unknown;
            deseo_hijos: unknown;
            distancia: number;
            edad_max: number;
            edad_min: number;
            estado_civil: unknown;
            estudios: unknown;
            fuma: unknown;
            hijos: unknown;
            id_localidad: unknown;
            id_provincia: unknown;
            isAdvanced: unknown;
            religion: unknown;
            signo: unknown;
        } & {
            [key: string]: unknown;
        };
        /** @description What the client keeps in local storage (not a wire payload). */
        SavedSearch: {
            isAdvanced?: unknown;
            apodo?: unknown;
            id_provincia?: unknown;
            id_localidad?: unknown;
            distancia?: unknown;
            edad_min?: unknown;
            edad_max?: unknown;
        } & {
            [key: string]: unknown;
        };
        LikeGameResultRow: {
            idUser: components["schemas"]["Id"];
            nicknameUser: string;
            age: number;
            cityUser: unknown;
            /** @description the client changes .webp to .jpg */
            imgUser: string;
        } & {
            [key: string]: unknown;
        };
        /** @description 'resultset of idUser, ...': that resultset is an array of rows is inferred. */
        LikeGameResponse: {
            resultset: components["schemas"]["LikeGameResultRow"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The client's like-game card, mapped from LikeGameResultRow (GAME-03). */
        LikeGameUser: {
            id?: components["schemas"]["Id"];
            name?: string;
            age?: number;
            location?: unknown;
            picture?: string;
            hasPicture?: unknown;
            gender?: unknown;
        } & {
            [key: string]: unknown;
        };
        /** @description One notification set; every value '1' or '0'. */
        NotificationAlerts: {
            messages: components["schemas"]["Flag01"];
            visits: components["schemas"]["Flag01"];
            matches: components["schemas"]["Flag01"];
            recomendados: components["schemas"]["Flag01"];
            resumen: components["schemas"]["Flag01"];
            promociones: components["schemas"]["Flag01"];
        } & {
            [key: string]: unknown;
        };
        /** @description Body of the notifications update: both sets, '1'/'0'. The value of android when the account has no android set (alerts.android null) is not stated. */
        Notifications: {
            web: components["schemas"]["NotificationAlerts"];
            android: components["schemas"]["NotificationAlerts"];
        } & {
            [key: string]: unknown;
        };
        /** @description The other form of notification settings, as integers. No call is tied to it. */
        NotificationSettingsInt: {
            android: {
                android: number;
                visits: number;
                messages: number;
            } & {
                [key: string]: unknown;
            };
            web: {
                android: number;
                visits: number;
                messages: number;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        Subscription: {
            description: string;
            /** @description '0' means expired */
            active: string;
            startDate: unknown;
            endDate: unknown;
            renewal: boolean;
            hideCancelButton: boolean;
        } & {
            [key: string]: unknown;
        };
        Account: {
            email: string;
            username: string;
            genderId: components["schemas"]["GenderId"];
            /** @description structure not stated for the account ({min, max} elsewhere) */
            ageRange: {
                min?: number;
                max?: number;
            } & {
                [key: string]: unknown;
            };
            /** @description a single subscription object or null (despite the plural name) */
            subscriptions: null | components["schemas"]["Subscription"];
            alerts: {
                web: null | components["schemas"]["NotificationAlerts"];
                android: null | components["schemas"]["NotificationAlerts"];
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description Old and new password, hashed (decision OPEN-22 - MD5 hex digest, to be confirmed against the API). */
        ChangePasswordRequest: {
            old: string;
            new: string;
            /** @description B §5 says old, new and repeat are sent; the call's payload (§7) is {old,new}. Not required. */
            repeat?: unknown;
        } & {
            [key: string]: unknown;
        };
        WebPushSubscribe: {
            /** @description the push subscription as JSON text */
            token: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Step-one check. A successful check has an empty error; per decision OPEN-13 the answer also carries the step-two member list (UnsubscribeListItem), under a field whose name is not given. */
        RenewalCheckResponse: {
            /** @description empty on success */
            error: unknown;
        } & {
            [key: string]: unknown | unknown;
        };
        /** @description A paywall plan. B writes each field as 'meaning (name)', e.g. 'id (idabono)'. For the three pairs that are both identifier-like (id/idabono, regularId/idabonoregular, paymentType/tipoPago) either spelling is admitted; for the others the parenthesised name is the field. */
        Plan: ({
            /** @description plan id; known ids 6041 ('PLAN 3 DÍAS'), 41, 970, 6602 (hidden) */
            idabono?: components["schemas"]["Id"];
            id?: components["schemas"]["Id"];
            idabonoregular?: components["schemas"]["Id"];
            regularId?: components["schemas"]["Id"];
            tipoPago?: unknown;
            paymentType?: unknown;
            /** @description button text */
            callToAction: string;
            /** @description discount text */
            descuento: string;
            /** @description price, whole part (ARS) */
            unpagovalor: unknown;
            /** @description price, decimal part */
            unpagodecimal: unknown;
            /** @description yearly total, whole part */
            totalvalor: unknown;
            /** @description yearly total, decimal part */
            totaldecimal: unknown;
            /** @description name/description */
            descripcion_externa: string;
            /** @description position */
            posicion: unknown;
            quantity: unknown;
            variant: unknown;
            list: unknown;
            priceYear: unknown;
        } & {
            [key: string]: unknown;
        }) & ((unknown | unknown) & (unknown | unknown) & (unknown | unknown));
        /** @description Header texts. B §2: 'Header with the member's picture and texts (textOne, textTwo, textThree)'; that they are fields of header is inferred. */
        PaywallHeader: {
            textOne: string;
            textTwo: string;
            textThree: string;
        } & {
            [key: string]: unknown;
        };
        /** @description renovation title and content (field names not given) */
        ModalRenovacion: {
            [key: string]: unknown | unknown;
        };
        /** @description 'Paywall response also has header, footer with legal lines and modalRenovacion' - whether modalRenovacion sits inside footer (REQUIREMENTS API-57 reads it so) or beside it is not clear; both are admitted. The legal lines' field name is not given. */
        Paywall: ({
            plans: components["schemas"]["Plan"][];
            header: components["schemas"]["PaywallHeader"];
            footer: {
                modalRenovacion?: components["schemas"]["ModalRenovacion"];
            } & {
                [key: string]: unknown | unknown;
            };
            modalRenovacion?: components["schemas"]["ModalRenovacion"];
        } & {
            [key: string]: unknown;
        }) | unknown | {
            footer?: Record<string, never>;
        };
        /** @description The card form of the payment modal (client; its values feed CardPaymentRequest email and dni). */
        PaymentCardForm: {
            cardholderName?: string;
            docNumber?: string;
            /** Format: email */
            payerEmail?: string;
        } & {
            [key: string]: unknown;
        };
        CardPaymentRequest: {
            /** Format: email */
            email: string;
            /** @description digits only ('Sin puntos ni espacios.') */
            dni: string;
            username: string;
            idplan: components["schemas"]["Id"];
            /** @description false unless a test build turns it on (decision OPEN-32) */
            sandbox: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description Success: status, idsubscription, idsubscriber. 'status 200 or 201 is success, otherwise message in data.message' - status may be the HTTP status or this body field; a body with data.message is the failure shape. */
        CardPaymentResult: ({
            /** @description success when 200 or 201; a provider status 400 shows 'Este precio es válido solo con Tarjeta de Crédito.' */
            status?: unknown;
            idsubscription?: components["schemas"]["Id"];
            idsubscriber?: components["schemas"]["Id"];
        } & {
            [key: string]: unknown;
        }) | unknown | components["schemas"]["PaymentFailure"];
        /** @description Failure of a card-payment call: the message is in data.message (else 'Error en el procesamiento del pago. Intente nuevamente.'). */
        PaymentFailure: {
            data: {
                message: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        TicketPaymentRequest: {
            /** @enum {string} */
            paymentMethod: "pagofacil" | "rapipago";
            idPlan: components["schemas"]["Id"];
            /** @constant */
            tipoPago: "ticket";
        } & {
            [key: string]: unknown;
        };
        TicketPaymentResponse: {
            /** @description shown split into two groups of 5 digits */
            payment_code: unknown;
            payment_url: string;
        } & {
            [key: string]: unknown;
        };
        OneShotResponse: {
            data: {
                id: components["schemas"]["Id"];
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        ThankYouResponse: {
            thkpage: unknown;
            error: unknown;
            msg: unknown;
        } & {
            [key: string]: unknown;
        };
        /** @description The thank-you page's client data (show, error). */
        ThankYouData: {
            show?: unknown;
            error?: unknown;
        } & {
            [key: string]: unknown;
        };
        RefundForm: {
            /** @description the member's id (decision OPEN-14) */
            id: components["schemas"]["Id"];
        } & {
            [key: string]: unknown;
        };
        RefundResponse: {
            resultset: {
                /** @description the confirmation number */
                idTramite: unknown;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** @description The refund screen's client state. */
        RefundProcess: {
            idTramite?: unknown;
            isLoading?: boolean;
            failed?: boolean;
            done?: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description reportText (non-empty, at most 500 characters on the report page; the text of a quick report from the chat is not stated), reportId (the part of the reason value before a dash), id (the reported member). */
        ReportPayload: {
            reportText: string;
            /**
             * @description 13 Perfil falso, 8 Acosador, 5 Comercial, 11 Texto inadecuado, 12 Imagen inadecuada, 10 Otro (quick reports 11, 12, 13)
             * @enum {unknown}
             */
            reportId: "13" | "8" | "5" | "11" | "12" | "10" | 13 | 8 | 5 | 11 | 12 | 10;
            id: components["schemas"]["Id"];
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description USER and NOTICE items (DashboardItem). The envelope is not stated; the response also carries a scroll id (name not stated) and a response 'expiro' marks the results expired (where 'expiro' appears is not stated). */
        DashboardItems: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DashboardPage"];
            };
        };
        /** @description A list of ListItem entries, NOTICE items possibly interleaved. The envelope is not stated. */
        ListItems: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ListPage"];
            };
        };
        /** @description 400. With error token_invalid the client logs out and goes home; any other 400 is handed to the caller. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error400"];
            };
        };
        /** @description 401. error token_expired: relog and repeat; error user_locked / invalid_token / user_not_found: log out, go home; errcode 1000: log out, go to the e-mail-locked page; any other 401: null result (hasError). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error401"];
            };
        };
        /** @description 402. A feature blocked for non-subscribers; the client opens the paywall. error cant_buy shows the one-purchase-per-person notice. */
        PaymentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error402"];
            };
        };
        /** @description 403 is passed on to the caller; its body is not stated. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
        /** @description 404; the client logs out. Body not stated. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
        /** @description 500; the client sets the server-error flag and shows /server-error. Body not stated. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
    };
    parameters: {
        /** @description Page number, starting at 0 (lists page by 15). */
        page: number;
        /** @description the member the message is sent to */
        userIdPath: components["schemas"]["Id"];
        /** @description another member's id */
        memberIdPath: components["schemas"]["Id"];
        /** @description the conversation's id; A writes view/{id} and does not say whether it is the other member's id or a chat id ('Chat ID is required'). */
        conversationId: components["schemas"]["Id"];
        imageIdPath: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    authenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticateRequest"];
            };
        };
        responses: {
            /** @description Authenticated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationPayload"];
            };
        };
        responses: {
            /** @description Same shape as POST /v1/authenticate, or a failure body with errors/error. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"] | components["schemas"]["RegisterFailure"];
                };
            };
            /** @description Registration refused (errors or error in the body), or error token_invalid (shared 400 handling, API-04). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterFailure"] | components["schemas"]["Error400"];
                };
            };
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    facebookConnect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialMediaData"];
            };
        };
        responses: {
            /** @description fb_connect_status connected logs the user in (which fields carry the session then is not stated); get_user_data stores register_data and goes to registration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FacebookConnectResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    relog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    recovery_token: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Re-login succeeded. The response shape is not stated (that it yields a new token is implied by 'then repeat the original request', but no field is named). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getSession: {
        parameters: {
            query?: {
                /** @description Counter-refresh id, 0 to 8; 3 when the tab becomes visible. */
                id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    autologin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged in. The response shape is not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Recovery e-mail sent. Response shape not stated; failure text 'El Email ingresado es inválido' (how failure is signalled is not stated). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    setPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the :id of /reset_password/change/:id */
                    recoveryToken: string;
                    /** @description Whether it is hashed is not stated (A only says the account password change sends old and new hashed). */
                    newPassword: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description A says that on success of a password change 'the new token and recovery token are stored'; the field names are not given (token and recovery_token by analogy with /v1/authenticate), so neither is required. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewTokens"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createEmailValidation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Code sent; the client goes to /code. Response body not stated. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    validateEmailCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The five boxes joined (code length 5; character set not stated). */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description msg 'Code invalid' means a wrong code (failed state); any other answer means validated, and the client goes to autologin with the returned token after 3 s. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailValidationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Provinces with their cities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Province"][];
                };
            };
        };
    };
    listMessagesReceived: {
        parameters: {
            query: {
                /** @description Page number, starting at 0 (lists page by 15). */
                page: components["parameters"]["page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of chat rows. The envelope (bare array or wrapped) is not stated; the rows are ChatRow entities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatRowPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteMessagesReceived: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsersSelection"];
            };
        };
        responses: {
            /** @description Deleted. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listMessagesSent: {
        parameters: {
            query: {
                /** @description Page number, starting at 0 (lists page by 15). */
                page: components["parameters"]["page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of chat rows; envelope not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatRowPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteMessagesSent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsersSelection"];
            };
        };
        responses: {
            /** @description Deleted. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsersSelection"];
            };
        };
        responses: {
            /** @description Deleted. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    markMessagesRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsersSelection"];
            };
        };
        responses: {
            /** @description Marked. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    markMessagesReadReceived: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsersSelection"];
            };
        };
        responses: {
            /** @description Marked. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    markMessagesReadSent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsersSelection"];
            };
        };
        responses: {
            /** @description Marked. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the member the message is sent to */
                userId: components["parameters"]["userIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SendMessageForm"];
            };
        };
        responses: {
            /** @description Sent. A says the optimistic entry 'receives its time and image path' on success; the field names are not given. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    viewConversation: {
        parameters: {
            query?: {
                /** @description id of the oldest loaded message; absent on the first load (not stated, implied by 'older messages load'). */
                from?: components["schemas"]["Id"];
            };
            header?: never;
            path: {
                /** @description the conversation's id; A writes view/{id} and does not say whether it is the other member's id or a chat id ('Chat ID is required'). */
                id: components["parameters"]["conversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up to 15 messages. The envelope is not stated; the messages are ConversationMessage entities and the conversation is described by a ConversationHeader. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    viewConversationBatch: {
        parameters: {
            query: {
                start: unknown;
                end: unknown;
                limit: number;
                priority: unknown;
            };
            header?: never;
            path: {
                /** @description the conversation's id; A writes view/{id} and does not say whether it is the other member's id or a chat id ('Chat ID is required'). */
                id: components["parameters"]["conversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response shape not stated (messages, by implication). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    countConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the conversation's id; A writes view/{id} and does not say whether it is the other member's id or a chat id ('Chat ID is required'). */
                id: components["parameters"]["conversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation's count; field name not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    setImagePermission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImagePermissionRequest"];
            };
        };
        responses: {
            /** @description Permission stored. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    setImagePermissionPatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImagePermissionRequest"];
            };
        };
        responses: {
            /** @description Permission stored. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    videoCallInvite: {
        parameters: {
            query?: {
                /** @description The other member. The spec names iduser but not how it is passed (query, path suffix or body); modelled as an optional query parameter so that no placement is flagged. */
                iduser?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The popup (650 by 600) opens videocall_url only when can_send. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoCallResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    likeUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description another member's id */
                id: components["parameters"]["memberIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Liked. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    undoLikeUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description another member's id */
                id: components["parameters"]["memberIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Like undone. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    dislikeUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description another member's id */
                id: components["parameters"]["memberIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disliked. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    undoDislikeUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description another member's id */
                id: components["parameters"]["memberIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dislike undone. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getDashboardNew: {
        parameters: {
            query: {
                /** @description Page number, starting at 0 (lists page by 15). */
                page: components["parameters"]["page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DashboardItems"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getDashboardOnline: {
        parameters: {
            query: {
                /** @description Page number, starting at 0 (lists page by 15). */
                page: components["parameters"]["page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DashboardItems"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getDashboardRecent: {
        parameters: {
            query: {
                /** @description Page number, starting at 0 (lists page by 15). */
                page: components["parameters"]["page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DashboardItems"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getDashboardScroll: {
        parameters: {
            query: {
                scrollId: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DashboardItems"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getSearchResults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DashboardItems"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    postSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchFilters"];
            };
        };
        responses: {
            200: components["responses"]["DashboardItems"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getSearchOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The search options. That this call returns exactly the section-3 'Search options' entity is an inference (B lists the entity and the call separately). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchOptions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getRecommended: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A list; item shape and envelope not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listLikes: {
        parameters: {
            query: {
                /** @description Page number, starting at 0 (lists page by 15). */
                page: components["parameters"]["page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListItems"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listMatches: {
        parameters: {
            query: {
                /** @description Page number, starting at 0 (lists page by 15). */
                page: components["parameters"]["page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListItems"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listDislikes: {
        parameters: {
            query: {
                /** @description Page number, starting at 0 (lists page by 15). */
                page: components["parameters"]["page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListItems"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listVisitsReceived: {
        parameters: {
            query: {
                /** @description Page number, starting at 0 (lists page by 15). */
                page: components["parameters"]["page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListItems"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listVisitsSent: {
        parameters: {
            query: {
                /** @description Page number, starting at 0 (lists page by 15). */
                page: components["parameters"]["page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ListItems"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getProfileView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description another member's id */
                id: components["parameters"]["memberIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Profile data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getMyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My profile data. The section-3 'My profile' entity is partly client-side (the nickname shown is chosen from an approved and a pending one whose wire names are not given). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateProfileDataSheet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileDataSheetUpdate"];
            };
        };
        responses: {
            /** @description Saved (nickname goes to moderation). Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateProfileDataForm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileAttributeUpdate"];
            };
        };
        responses: {
            /** @description Saved. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateProfileDescription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileDescriptionUpdate"];
            };
        };
        responses: {
            /** @description Saved (description goes to moderation). Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listProfileImages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The own photos, index 0 the profile photo; bare or inside an object (not stated). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnImage"][] | {
                        [key: string]: unknown;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    uploadProfileImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProfileImageUploadForm"];
            };
        };
        responses: {
            /** @description Uploaded (pending moderation). Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    setDefaultProfileImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["parameters"]["imageIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Made default. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteProfileImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["parameters"]["imageIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getLikeGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the member's own id (implied; the client fails with 'Usuario no autenticado' without a user) */
                userId: components["schemas"]["Id"];
                /** @description encoding (gender id 1/2 or h/m) not stated */
                gender: string;
                city: components["schemas"]["Id"];
                /** @description own age range, else age minus 15 (not below 18); age defaults to 25 (GAME-02) */
                ageMin: number;
                /** @description own age range, else age plus 10 (GAME-02) */
                ageMax: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resultset of candidate users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LikeGameResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    skipLikeGame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the member's own id (decision OPEN-31) */
                    iduser: components["schemas"]["Id"];
                    /** @description the skipped card's member id (decision OPEN-31) */
                    iduserblock: components["schemas"]["Id"];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Recorded. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My account data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Empty password is refused client-side ('El password es inválido'); whether it is hashed is not stated. */
                    password: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Deleted; the client logs out. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Changed. B: 'Password change: new token and recovery token are stored'; field names not given (token and recovery_token by analogy with /v1/authenticate), so neither is required. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewTokens"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Notifications"];
            };
        };
        responses: {
            /** @description Saved. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAgeRange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgeRange"];
            };
        };
        responses: {
            /** @description Saved. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    subscribeWebPush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebPushSubscribe"];
            };
        };
        responses: {
            /** @description Stored. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    renewalCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description lowercased before sending (B §5)
                     */
                    email: string;
                    password: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description A successful check has an empty error and goes to step two. Per decision OPEN-13 the answer carries the step-two member list (UnsubscribeListItem); its field name is not given. Failure text 'El Email o el Password son inválidos'. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RenewalCheckResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    renewalHold: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    renewalConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Cancelled. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getPaywall: {
        parameters: {
            query: {
                /** @description the promo id for a promo, otherwise SM if the failing call was a POST, else RM (PAY-01) */
                type?: ("SM" | "RM") | components["schemas"]["Id"];
                nickname?: string;
                picture?: string;
                isMobile: true;
                /** @description the idabono kept from the autologin URL, when present */
                idabono?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The paywall. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Paywall"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    payCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardPaymentRequest"];
            };
        };
        responses: {
            /** @description Whether 'status 200 or 201' is the HTTP status or the body field status is not stated; both readings are admitted (see CardPaymentResult). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardPaymentResult"];
                };
            };
            /** @description Success (201). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardPaymentResult"];
                };
            };
            /** @description Handed to the caller: message in data.message; a provider status 400 shows 'Este precio es válido solo con Tarjeta de Crédito.'. Or error token_invalid (API-04). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentFailure"] | components["schemas"]["Error400"];
                };
            };
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createMobbexSubscriber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Payload not stated. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Success when 200 or 201; otherwise the message is in data.message. Success fields not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Handed to the caller; message in data.message, or error token_invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentFailure"] | components["schemas"]["Error400"];
                };
            };
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    payOneShot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Payload not stated. */
        requestBody?: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description data.id identifies the one-shot payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneShotResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    payTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketPaymentRequest"];
            };
        };
        responses: {
            /** @description The coupon code (shown as two groups of 5 digits) and its link; valid 5 days. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketPaymentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getCovidPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response shape not stated; failure shows 'Ups!!! Ocurrio un error, volve a intentarlo'. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getThankYouPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thank-you answer, loaded into the page's data {show, error}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThankYouResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    requestRefund: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["RefundForm"];
                "multipart/form-data": components["schemas"]["RefundForm"];
            };
        };
        responses: {
            /** @description resultset.idTramite is the confirmation number. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    reportUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportPayload"];
            };
        };
        responses: {
            /** @description Report recorded. Response shape not stated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
}
