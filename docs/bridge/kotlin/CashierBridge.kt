// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

package com.cashier.bridge

import kotlinx.serialization.*
import kotlinx.serialization.json.*
import kotlinx.serialization.descriptors.*
import kotlinx.serialization.encoding.*

typealias DeepLink = String

/**
 * Sent once per page load of Cashier, when the session is read and Cashier knows the player
 * (context init Succeeded, SPEC 4), before the first screen. A provider's return loaded in
 * the webview (the callback after the in-app browser or the MB Way app) and a reload are
 * new page loads: appInitialized, isDarkStatusBar and statusBarHeight come again; handle
 * them as idempotent. Not sent when context init fails (technical error page).
 */
@Serializable
data class AppInitialized (
    /**
     * Frame transport only: the postMessage channel.
     */
    val channel: Channel? = null,

    val contractVersion: ContractVersion,
    val name: AppInitializedName,
    val payload: AppInitializedPayload
)

@Serializable
enum class Channel(val value: String) {
    @SerialName("cashier.bridge") CashierBridge("cashier.bridge");
}

@Serializable
enum class ContractVersion(val value: String) {
    @SerialName("1.0.0") The100("1.0.0");
}

@Serializable
enum class AppInitializedName(val value: String) {
    @SerialName("appInitialized") AppInitialized("appInitialized");
}

@Serializable
data class AppInitializedPayload (
    /**
     * The language Cashier shows.
     */
    val language: Language,

    /**
     * The player's market.
     */
    val legislation: Legislation
)

/**
 * The language Cashier shows.
 */
@Serializable
enum class Language(val value: String) {
    @SerialName("en") En("en"),
    @SerialName("fr") Fr("fr"),
    @SerialName("pl") Pl("pl"),
    @SerialName("pt") Pt("pt");
}

/**
 * The player's market.
 */
@Serializable
enum class Legislation(val value: String) {
    @SerialName("BJ") Bj("BJ"),
    @SerialName("CD") CD("CD"),
    @SerialName("COM") COM("COM"),
    @SerialName("CI") Ci("CI"),
    @SerialName("FR") Fr("FR"),
    @SerialName("PL") Pl("PL"),
    @SerialName("PT") Pt("PT"),
    @SerialName("SN") Sn("SN"),
    @SerialName("TG") Tg("TG");
}

/**
 * Native apps only (APP_IOS, APP_ANDROID, APP_MACOS): sent right after appInitialized.
 * Cashier shows its dark theme when isDark is true (is_dark query option, else the
 * dark-mode cookie); the app styles its status bar to match. The theme never changes while
 * Cashier runs, so it is sent once per page load.
 */
@Serializable
data class IsDarkStatusBar (
    /**
     * Frame transport only: the postMessage channel.
     */
    val channel: Channel? = null,

    val contractVersion: ContractVersion,
    val name: IsDarkStatusBarName,
    val payload: IsDarkStatusBarPayload
)

@Serializable
enum class IsDarkStatusBarName(val value: String) {
    @SerialName("isDarkStatusBar") IsDarkStatusBar("isDarkStatusBar");
}

@Serializable
data class IsDarkStatusBarPayload (
    /**
     * True: Cashier's background is dark (use light status-bar content).
     */
    val isDark: Boolean
)

/**
 * Native apps only: sent right after isDarkStatusBar. A question: the app answers with the
 * height of its status bar over the webview, and Cashier pads its header by that much (0 or
 * no answer: no padding).
 */
@Serializable
data class StatusBarHeight (
    /**
     * Frame transport only: the postMessage channel.
     */
    val channel: Channel? = null,

    val contractVersion: ContractVersion,
    val name: StatusBarHeightName,
    val payload: StatusBarHeightPayload
)

@Serializable
enum class StatusBarHeightName(val value: String) {
    @SerialName("statusBarHeight") StatusBarHeight("statusBarHeight");
}

@Serializable
class StatusBarHeightPayload()

/**
 * The status bar's height in CSS pixels (0 when the webview starts below it).
 */
@Serializable
data class StatusBarHeightAnswer (
    val height: Double
)

/**
 * Native apps only. visible true when the player is on the amount page with no payment
 * under way (the root screen: the app's close icon leaves Cashier); visible false as soon
 * as a payment starts (a method's screens, where Cashier's own back and cancel buttons
 * lead). Sent on each change.
 */
@Serializable
data class PaymentSetCloseNavigationIcon (
    /**
     * Frame transport only: the postMessage channel.
     */
    val channel: Channel? = null,

    val contractVersion: ContractVersion,
    val name: PaymentSetCloseNavigationIconName,
    val payload: PaymentSetCloseNavigationIconPayload
)

@Serializable
enum class PaymentSetCloseNavigationIconName(val value: String) {
    @SerialName("paymentSetCloseNavigationIcon") PaymentSetCloseNavigationIcon("paymentSetCloseNavigationIcon");
}

@Serializable
data class PaymentSetCloseNavigationIconPayload (
    /**
     * Show the app's close (X) icon in its navigation bar.
     */
    val visible: Boolean
)

/**
 * A deposit is confirmed (success) or accepted and not yet confirmed (pending), just before
 * Cashier goes to the return URL (after the confirmation dialog when embed_confirmation is
 * set). Sent in native apps and always in the third-party poker launcher (SPEC 4, 6); not
 * in the web app nor our own launchers.
 */
@Serializable
data class PaymentDepositSuccess (
    /**
     * Frame transport only: the postMessage channel.
     */
    val channel: Channel? = null,

    val contractVersion: ContractVersion,
    val name: PaymentDepositSuccessName,
    val payload: PaymentDepositSuccessPayload
)

@Serializable
enum class PaymentDepositSuccessName(val value: String) {
    @SerialName("paymentDepositSuccess") PaymentDepositSuccess("paymentDepositSuccess");
}

@Serializable
data class PaymentDepositSuccessPayload (
    /**
     * In the currency's units (not cents), e.g. 25 or 2000; 0 only when a provider's return did
     * not carry it.
     */
    val amount: Double,

    /**
     * The payment method, e.g. CARD, MBWAY, MOBILEMONEY.
     */
    val method: String,

    val status: Status,

    /**
     * The deposit's transaction uid, null when unknown.
     */
    @SerialName("transactionId")
    val transactionID: String? = null
)

@Serializable
enum class Status(val value: String) {
    @SerialName("pending") Pending("pending"),
    @SerialName("success") Success("success");
}

/**
 * The withdrawal fragments (behind payment-f-new-withdrawal-flow-enabled) changed the
 * player's withdrawals, e.g. a pending withdrawal was cancelled and its money is back on
 * the balance: the app refreshes the balance.
 */
@Serializable
data class PaymentWithdrawalSuccess (
    /**
     * Frame transport only: the postMessage channel.
     */
    val channel: Channel? = null,

    val contractVersion: ContractVersion,
    val name: PaymentWithdrawalSuccessName,
    val payload: PaymentWithdrawalSuccessPayload
)

@Serializable
enum class PaymentWithdrawalSuccessName(val value: String) {
    @SerialName("paymentWithdrawalSuccess") PaymentWithdrawalSuccess("paymentWithdrawalSuccess");
}

@Serializable
data class PaymentWithdrawalSuccessPayload (
    /**
     * In the currency's units (not cents), e.g. 25 or 2000; 0 only when a provider's return did
     * not carry it.
     */
    val amount: Double,

    /**
     * The player's currency; optional since 1.0.0 (absent: the session's currency).
     */
    val currency: Currency? = null
)

/**
 * The player's currency; optional since 1.0.0 (absent: the session's currency).
 */
@Serializable
enum class Currency(val value: String) {
    @SerialName("CDF") Cdf("CDF"),
    @SerialName("CHF") Chf("CHF"),
    @SerialName("EUR") Eur("EUR"),
    @SerialName("PLN") Pln("PLN"),
    @SerialName("USD") Usd("USD"),
    @SerialName("XOF") Xof("XOF");
}

/**
 * Native apps only (SPEC 4 "Leaving the app"): the player leaves Cashier (the ineligibility
 * dialog closed, close or back on the session-timeout or technical error page, the header's
 * close). The app closes the webview.
 */
@Serializable
data class PaymentCloseApplication (
    /**
     * Frame transport only: the postMessage channel.
     */
    val channel: Channel? = null,

    val contractVersion: ContractVersion,
    val name: PaymentCloseApplicationName,
    val payload: PaymentCloseApplicationPayload
)

@Serializable
enum class PaymentCloseApplicationName(val value: String) {
    @SerialName("paymentCloseApplication") PaymentCloseApplication("paymentCloseApplication");
}

@Serializable
data class PaymentCloseApplicationPayload (
    /**
     * The ineligibility reason when the player may not deposit (e.g.
     * DEP_UserTriedToDepositOverLimit), else null.
     */
    val reason: String? = null
)

/**
 * Native apps only: after paymentRedirectInApp, the player cancelled that payment from
 * Cashier's waiting screen ("Choose another method"), e.g. after closing the in-app
 * browser. The app closes the in-app browser if it is still open and stops waiting for its
 * return (a late return must not load the callback over what the player does now); Cashier
 * is back on the amount page.
 */
@Serializable
data class PaymentCancelRedirectInApp (
    /**
     * Frame transport only: the postMessage channel.
     */
    val channel: Channel? = null,

    val contractVersion: ContractVersion,
    val name: PaymentCancelRedirectInAppName,
    val payload: PaymentCancelRedirectInAppPayload
)

@Serializable
enum class PaymentCancelRedirectInAppName(val value: String) {
    @SerialName("paymentCancelRedirectInApp") PaymentCancelRedirectInApp("paymentCancelRedirectInApp");
}

@Serializable
class PaymentCancelRedirectInAppPayload()

/**
 * Native apps only: the card issuer's page (SPEC 4 card status pending, detail 6: reason
 * CARD_3DS1, strategy MANY). The app opens url in an in-app browser over the webview; when
 * that browser reaches a page of Cashier's origin (the callback route), the app closes it
 * and loads that page in the webview.
 */
@Serializable
data class PaymentRedirectInApp (
    /**
     * Frame transport only: the postMessage channel.
     */
    val channel: Channel? = null,

    val contractVersion: ContractVersion,
    val name: PaymentRedirectInAppName,
    val payload: PaymentRedirectInAppPayload
)

@Serializable
enum class PaymentRedirectInAppName(val value: String) {
    @SerialName("paymentRedirectInApp") PaymentRedirectInApp("paymentRedirectInApp");
}

@Serializable
data class PaymentRedirectInAppPayload (
    /**
     * MANY: the page may navigate several times before it returns; ONE: a single page.
     */
    val navigationStrategy: NavigationStrategy,

    /**
     * Why: CARD_3DS1 for the card issuer.
     */
    val reason: String,

    /**
     * An absolute https URL, or a path on Cashier's own origin.
     */
    val url: String
)

/**
 * MANY: the page may navigate several times before it returns; ONE: a single page.
 */
@Serializable
enum class NavigationStrategy(val value: String) {
    @SerialName("MANY") Many("MANY"),
    @SerialName("ONE") One("ONE");
}

/**
 * Native apps only: the player opened a page that is not part of the payment (the market's
 * FAQ / help link). The app opens url in the device's browser; Cashier stays where it is.
 */
@Serializable
data class PaymentRedirectInMobileBrowser (
    /**
     * Frame transport only: the postMessage channel.
     */
    val channel: Channel? = null,

    val contractVersion: ContractVersion,
    val name: PaymentRedirectInMobileBrowserName,
    val payload: PaymentRedirectInMobileBrowserPayload
)

@Serializable
enum class PaymentRedirectInMobileBrowserName(val value: String) {
    @SerialName("paymentRedirectInMobileBrowser") PaymentRedirectInMobileBrowser("paymentRedirectInMobileBrowser");
}

@Serializable
data class PaymentRedirectInMobileBrowserPayload (
    /**
     * An absolute https URL, or a path on Cashier's own origin.
     */
    val url: String
)

/**
 * Native apps (any application type but WEBAPP, SPEC 4 MB Way): the MB Way payment
 * continues in the MB Way app. The app opens url (the MB Way app); MB Way returns to
 * Cashier's callback.
 */
@Serializable
data class PaymentRedirectAppToApp (
    /**
     * Frame transport only: the postMessage channel.
     */
    val channel: Channel? = null,

    val contractVersion: ContractVersion,
    val name: PaymentRedirectAppToAppName,
    val payload: PaymentRedirectAppToAppPayload
)

@Serializable
enum class PaymentRedirectAppToAppName(val value: String) {
    @SerialName("paymentRedirectAppToApp") PaymentRedirectAppToApp("paymentRedirectAppToApp");
}

@Serializable
data class PaymentRedirectAppToAppPayload (
    /**
     * An absolute https URL, or a path on Cashier's own origin.
     */
    val url: String
)

/**
 * The turf app on iOS (SPEC 4 Apple Pay), when the payment means offer Apple Pay: can this
 * device pay with Apple Pay? Once per page load that shows the payment means (not on a
 * provider's return); once, also when Cashier shows the means before the wallets' check
 * ends (the same check goes on beside the page; the app may keep its answer for the
 * session). No answer within 500 ms reads as false.
 */
@Serializable
data class ApplePayEligibility (
    /**
     * Frame transport only: the postMessage channel.
     */
    val channel: Channel? = null,

    val contractVersion: ContractVersion,
    val name: ApplePayEligibilityName,
    val payload: ApplePayEligibilityPayload
)

@Serializable
enum class ApplePayEligibilityName(val value: String) {
    @SerialName("applePayEligibility") ApplePayEligibility("applePayEligibility");
}

@Serializable
data class ApplePayEligibilityPayload (
    @SerialName("merchantId")
    val merchantID: String? = null
)

/**
 * Whether Apple Pay can be offered.
 */
@Serializable
data class ApplePayEligibilityAnswer (
    val eligible: Boolean
)

/**
 * Android (SPEC 4 Google Pay), when the payment means offer Google Pay: is Google Pay
 * ready? request is the isReadyToPay request. Once per page load that shows the payment
 * means (not on a provider's return); once, also when Cashier shows the means before the
 * wallets' check ends (the same check goes on beside the page; the app may keep its answer
 * for the session). No answer within 500 ms reads as not ready.
 */
@Serializable
data class GooglePayEligibility (
    /**
     * Frame transport only: the postMessage channel.
     */
    val channel: Channel? = null,

    val contractVersion: ContractVersion,
    val name: GooglePayEligibilityName,
    val payload: GooglePayEligibilityPayload
)

@Serializable
enum class GooglePayEligibilityName(val value: String) {
    @SerialName("googlePayEligibility") GooglePayEligibility("googlePayEligibility");
}

@Serializable
data class GooglePayEligibilityPayload (
    /**
     * Google Pay's IsReadyToPayRequest.
     */
    val request: JsonObject
)

/**
 * Readiness, and whether a card is already in the wallet.
 */
@Serializable
data class GooglePayEligibilityAnswer (
    val hasCard: Boolean,
    val ready: Boolean
)

/**
 * Android, after the player taps the Google Pay button: the payment data. request is the
 * loadPaymentData request.
 */
@Serializable
data class GooglePayPaymentData (
    /**
     * Frame transport only: the postMessage channel.
     */
    val channel: Channel? = null,

    val contractVersion: ContractVersion,
    val name: GooglePayPaymentDataName,
    val payload: GooglePayPaymentDataPayload
)

@Serializable
enum class GooglePayPaymentDataName(val value: String) {
    @SerialName("googlePayPaymentData") GooglePayPaymentData("googlePayPaymentData");
}

@Serializable
data class GooglePayPaymentDataPayload (
    /**
     * Google Pay's PaymentDataRequest.
     */
    val request: JsonObject
)

/**
 * The payment token (tokenizationData.token), or an error (e.g. CANCELED).
 */
@Serializable
data class GooglePayPaymentDataAnswer (
    val token: String? = null,
    val error: String? = null
)
