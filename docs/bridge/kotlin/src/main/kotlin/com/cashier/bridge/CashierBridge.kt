// Cashier bridge contract 1.0.0: generated from docs/bridge.schema.json by `npm run bridge:docs`; do not edit.
// A message of a newer minor version decodes: unknown names, versions and enumerated values are kept as values,
// unknown fields are ignored (docs/bridge-integration.md).

package com.cashier.bridge

/** The contract version this module was generated from. */
const val BRIDGE_CONTRACT_VERSION = "1.0.0"

/** The channel of an answer posted back to Cashier. */
const val BRIDGE_ANSWER_CHANNEL = "cashier.bridge.answer"

/** A contract version as Cashier sent it; one this module does not know is kept, not refused. */
@JvmInline
value class ContractVersion(val value: String) {
    /** The major number (null when the version is not semver): another major may change a field's meaning. */
    val major: Int? get() = value.substringBefore('.').toIntOrNull()

    override fun toString(): String = value

    companion object {
        val CURRENT = ContractVersion(BRIDGE_CONTRACT_VERSION)
    }
}

/** A message that is not JSON, or a message of this contract without a required field: a broken contract, not a newer one. */
class BridgeDecodingException(message: String) : IllegalArgumentException(message)

/** The player's market. */
@JvmInline
value class Legislation(val value: String) {
    /** False for a value of a newer contract: keep it, show or log it as it is. */
    val isKnown: Boolean get() = this in KNOWN

    override fun toString(): String = value

    companion object {
        val FR = Legislation("FR")
        val PT = Legislation("PT")
        val PL = Legislation("PL")
        val CI = Legislation("CI")
        val TG = Legislation("TG")
        val SN = Legislation("SN")
        val BJ = Legislation("BJ")
        val CD = Legislation("CD")
        val COM = Legislation("COM")
        val KNOWN: List<Legislation> = listOf(FR, PT, PL, CI, TG, SN, BJ, CD, COM)
    }
}

/** The language Cashier shows. */
@JvmInline
value class Language(val value: String) {
    /** False for a value of a newer contract: keep it, show or log it as it is. */
    val isKnown: Boolean get() = this in KNOWN

    override fun toString(): String = value

    companion object {
        val EN = Language("en")
        val FR = Language("fr")
        val PL = Language("pl")
        val PT = Language("pt")
        val KNOWN: List<Language> = listOf(EN, FR, PL, PT)
    }
}

@JvmInline
value class Status(val value: String) {
    /** False for a value of a newer contract: keep it, show or log it as it is. */
    val isKnown: Boolean get() = this in KNOWN

    override fun toString(): String = value

    companion object {
        val SUCCESS = Status("success")
        val PENDING = Status("pending")
        val KNOWN: List<Status> = listOf(SUCCESS, PENDING)
    }
}

/** The player's currency; optional since 1.0.0 (absent: the session's currency). */
@JvmInline
value class Currency(val value: String) {
    /** False for a value of a newer contract: keep it, show or log it as it is. */
    val isKnown: Boolean get() = this in KNOWN

    override fun toString(): String = value

    companion object {
        val EUR = Currency("EUR")
        val USD = Currency("USD")
        val CHF = Currency("CHF")
        val PLN = Currency("PLN")
        val XOF = Currency("XOF")
        val CDF = Currency("CDF")
        val KNOWN: List<Currency> = listOf(EUR, USD, CHF, PLN, XOF, CDF)
    }
}

/** MANY: the page may navigate several times before it returns; ONE: a single page. */
@JvmInline
value class NavigationStrategy(val value: String) {
    /** False for a value of a newer contract: keep it, show or log it as it is. */
    val isKnown: Boolean get() = this in KNOWN

    override fun toString(): String = value

    companion object {
        val ONE = NavigationStrategy("ONE")
        val MANY = NavigationStrategy("MANY")
        val KNOWN: List<NavigationStrategy> = listOf(ONE, MANY)
    }
}

/** A message from Cashier: one class per message of the contract, or [Unknown]. */
sealed interface BridgeMessage {
    val name: String

    /** Sent once per page load of Cashier, when the session is read and Cashier knows the player (context init Succeeded, SPEC 4), before the first screen. A provider's return loaded in the webview (the callback after the in-app browser or the MB Way app) and a reload are new page loads: appInitialized, isDarkStatusBar and statusBarHeight come again; handle them as idempotent. Not sent when context init fails (technical error page). */
    data class AppInitialized(
        /** The player's market. */
        val legislation: Legislation,
        /** The language Cashier shows. */
        val language: Language,
    ) : BridgeMessage {
        override val name: String get() = "appInitialized"
    }

    /** Native apps only (APP_IOS, APP_ANDROID, APP_MACOS): sent right after appInitialized. Cashier shows its dark theme when isDark is true (is_dark query option, else the dark-mode cookie); the app styles its status bar to match. The theme never changes while Cashier runs, so it is sent once per page load. */
    data class IsDarkStatusBar(
        /** True: Cashier's background is dark (use light status-bar content). */
        val isDark: Boolean,
    ) : BridgeMessage {
        override val name: String get() = "isDarkStatusBar"
    }

    /** Native apps only: sent right after isDarkStatusBar. A question: the app answers with the height of its status bar over the webview, and Cashier pads its header by that much (0 or no answer: no padding). */
    data object StatusBarHeight : BridgeMessage {
        override val name: String get() = "statusBarHeight"
    }

    /** Native apps only. visible true when the player is on the amount page with no payment under way (the root screen: the app's close icon leaves Cashier); visible false as soon as a payment starts (a method's screens, where Cashier's own back and cancel buttons lead). Sent on each change. */
    data class PaymentSetCloseNavigationIcon(
        /** Show the app's close (X) icon in its navigation bar. */
        val visible: Boolean,
    ) : BridgeMessage {
        override val name: String get() = "paymentSetCloseNavigationIcon"
    }

    /** A deposit is confirmed (success) or accepted and not yet confirmed (pending), just before Cashier goes to the return URL (after the confirmation dialog when embed_confirmation is set). Sent in native apps and always in the third-party poker launcher (SPEC 4, 6); not in the web app nor our own launchers. */
    data class PaymentDepositSuccess(
        val status: Status,
        /** The payment method, e.g. CARD, MBWAY, MOBILEMONEY. */
        val method: String,
        /** In the currency's units (not cents), e.g. 25 or 2000; 0 only when a provider's return did not carry it. */
        val amount: Double,
        /** The deposit's transaction uid, null when unknown. */
        val transactionId: String?,
    ) : BridgeMessage {
        override val name: String get() = "paymentDepositSuccess"
    }

    /** The withdrawal fragments (behind payment-f-new-withdrawal-flow-enabled) changed the player's withdrawals, e.g. a pending withdrawal was cancelled and its money is back on the balance: the app refreshes the balance. */
    data class PaymentWithdrawalSuccess(
        /** In the currency's units (not cents), e.g. 25 or 2000; 0 only when a provider's return did not carry it. */
        val amount: Double,
        /** The player's currency; optional since 1.0.0 (absent: the session's currency). */
        val currency: Currency?,
    ) : BridgeMessage {
        override val name: String get() = "paymentWithdrawalSuccess"
    }

    /** Native apps only (SPEC 4 "Leaving the app"): the player leaves Cashier (the ineligibility dialog closed, close or back on the session-timeout or technical error page, the header's close). The app closes the webview. */
    data class PaymentCloseApplication(
        /** The ineligibility reason when the player may not deposit (e.g. DEP_UserTriedToDepositOverLimit), else null. */
        val reason: String?,
    ) : BridgeMessage {
        override val name: String get() = "paymentCloseApplication"
    }

    /** Native apps only: after paymentRedirectInApp, the player cancelled that payment from Cashier's waiting screen ("Choose another method"), e.g. after closing the in-app browser. The app closes the in-app browser if it is still open and stops waiting for its return (a late return must not load the callback over what the player does now); Cashier is back on the amount page. */
    data object PaymentCancelRedirectInApp : BridgeMessage {
        override val name: String get() = "paymentCancelRedirectInApp"
    }

    /** Native apps only: the card issuer's page (SPEC 4 card status pending, detail 6: reason CARD_3DS1, strategy MANY). The app opens url in an in-app browser over the webview; when that browser reaches a page of Cashier's origin (the callback route), the app closes it and loads that page in the webview. */
    data class PaymentRedirectInApp(
        /** An absolute https URL, or a path on Cashier's own origin. */
        val url: String,
        /** Why: CARD_3DS1 for the card issuer. */
        val reason: String,
        /** MANY: the page may navigate several times before it returns; ONE: a single page. */
        val navigationStrategy: NavigationStrategy,
    ) : BridgeMessage {
        override val name: String get() = "paymentRedirectInApp"
    }

    /** Native apps only: the player opened a page that is not part of the payment (the market's FAQ / help link). The app opens url in the device's browser; Cashier stays where it is. */
    data class PaymentRedirectInMobileBrowser(
        /** An absolute https URL, or a path on Cashier's own origin. */
        val url: String,
    ) : BridgeMessage {
        override val name: String get() = "paymentRedirectInMobileBrowser"
    }

    /** Native apps (any application type but WEBAPP, SPEC 4 MB Way): the MB Way payment continues in the MB Way app. The app opens url (the MB Way app); MB Way returns to Cashier's callback. */
    data class PaymentRedirectAppToApp(
        /** An absolute https URL, or a path on Cashier's own origin. */
        val url: String,
    ) : BridgeMessage {
        override val name: String get() = "paymentRedirectAppToApp"
    }

    /** The turf app on iOS (SPEC 4 Apple Pay), when the payment means offer Apple Pay: can this device pay with Apple Pay? Once per page load that shows the payment means (not on a provider's return); once, also when Cashier shows the means before the wallets' check ends (the same check goes on beside the page; the app may keep its answer for the session). No answer within 500 ms reads as false. */
    data class ApplePayEligibility(
        val merchantId: String?,
    ) : BridgeMessage {
        override val name: String get() = "applePayEligibility"
    }

    /** Android (SPEC 4 Google Pay), when the payment means offer Google Pay: is Google Pay ready? request is the isReadyToPay request. Once per page load that shows the payment means (not on a provider's return); once, also when Cashier shows the means before the wallets' check ends (the same check goes on beside the page; the app may keep its answer for the session). No answer within 500 ms reads as not ready. */
    data class GooglePayEligibility(
        /** Google Pay's IsReadyToPayRequest. */
        val request: Map<String, JsonValue>,
    ) : BridgeMessage {
        override val name: String get() = "googlePayEligibility"
    }

    /** Android, after the player taps the Google Pay button: the payment data. request is the loadPaymentData request. */
    data class GooglePayPaymentData(
        /** Google Pay's PaymentDataRequest. */
        val request: Map<String, JsonValue>,
    ) : BridgeMessage {
        override val name: String get() = "googlePayPaymentData"
    }

    /** A message of a newer contract (a name this module does not know, or another major version): log it and ignore it. */
    data class Unknown(override val name: String, val contractVersion: ContractVersion, val body: JsonValue) : BridgeMessage
}

/**
 * Decodes a message body as the webview delivers it (Android: the JSON string given to postMessage). Never
 * throws for a newer minor version; throws [BridgeDecodingException] for a body that breaks this contract.
 */
fun decodeBridgeMessage(body: String): BridgeMessage = decodeBridgeMessage(parseJson(body))

fun decodeBridgeMessage(body: JsonValue): BridgeMessage {
    val message = body as? JsonValue.Obj ?: throw BridgeDecodingException("a bridge message is a JSON object")
    val name = message.requireString("name")
    val version = ContractVersion(message.requireString("contractVersion"))
    if (version.major != ContractVersion.CURRENT.major) return BridgeMessage.Unknown(name, version, message)
    return when (name) {
        "appInitialized" -> message.requireObject("payload").let { p ->
            BridgeMessage.AppInitialized(
                legislation = Legislation(p.requireString("legislation")),
                language = Language(p.requireString("language")),
            )
        }
        "isDarkStatusBar" -> message.requireObject("payload").let { p ->
            BridgeMessage.IsDarkStatusBar(
                isDark = p.requireBoolean("isDark"),
            )
        }
        "statusBarHeight" -> BridgeMessage.StatusBarHeight
        "paymentSetCloseNavigationIcon" -> message.requireObject("payload").let { p ->
            BridgeMessage.PaymentSetCloseNavigationIcon(
                visible = p.requireBoolean("visible"),
            )
        }
        "paymentDepositSuccess" -> message.requireObject("payload").let { p ->
            BridgeMessage.PaymentDepositSuccess(
                status = Status(p.requireString("status")),
                method = p.requireString("method"),
                amount = p.requireNumber("amount"),
                transactionId = p.optionalString("transactionId"),
            )
        }
        "paymentWithdrawalSuccess" -> message.requireObject("payload").let { p ->
            BridgeMessage.PaymentWithdrawalSuccess(
                amount = p.requireNumber("amount"),
                currency = p.optionalString("currency")?.let { Currency(it) },
            )
        }
        "paymentCloseApplication" -> message.requireObject("payload").let { p ->
            BridgeMessage.PaymentCloseApplication(
                reason = p.optionalString("reason"),
            )
        }
        "paymentCancelRedirectInApp" -> BridgeMessage.PaymentCancelRedirectInApp
        "paymentRedirectInApp" -> message.requireObject("payload").let { p ->
            BridgeMessage.PaymentRedirectInApp(
                url = p.requireString("url"),
                reason = p.requireString("reason"),
                navigationStrategy = NavigationStrategy(p.requireString("navigationStrategy")),
            )
        }
        "paymentRedirectInMobileBrowser" -> message.requireObject("payload").let { p ->
            BridgeMessage.PaymentRedirectInMobileBrowser(
                url = p.requireString("url"),
            )
        }
        "paymentRedirectAppToApp" -> message.requireObject("payload").let { p ->
            BridgeMessage.PaymentRedirectAppToApp(
                url = p.requireString("url"),
            )
        }
        "applePayEligibility" -> message.requireObject("payload").let { p ->
            BridgeMessage.ApplePayEligibility(
                merchantId = p.optionalString("merchantId"),
            )
        }
        "googlePayEligibility" -> message.requireObject("payload").let { p ->
            BridgeMessage.GooglePayEligibility(
                request = p.requireObject("request").fields,
            )
        }
        "googlePayPaymentData" -> message.requireObject("payload").let { p ->
            BridgeMessage.GooglePayPaymentData(
                request = p.requireObject("request").fields,
            )
        }
        else -> BridgeMessage.Unknown(name, version, message)
    }
}

/** An answer to one of Cashier's questions; [javaScript] is what delivers it. */
sealed interface BridgeAnswer {
    /** The question's message name. */
    val question: String

    fun payload(): JsonValue.Obj
}

/** The JavaScript that posts this answer to Cashier's window: run it with WebView.evaluateJavascript. */
fun BridgeAnswer.javaScript(): String {
    val answer = JsonValue.Obj(mapOf("channel" to JsonValue.Str(BRIDGE_ANSWER_CHANNEL), "name" to JsonValue.Str(question), "payload" to payload()))
    return "window.postMessage(${answer.toJson()}, '*')"
}

/** The status bar's height in CSS pixels (0 when the webview starts below it). */
data class StatusBarHeightAnswer(
    val height: Double,
) : BridgeAnswer {
    override val question: String get() = "statusBarHeight"

    override fun payload(): JsonValue.Obj = JsonValue.Obj(listOfNotNull("height" to JsonValue.Num(height)).toMap())
}

/** Whether Apple Pay can be offered. */
data class ApplePayEligibilityAnswer(
    val eligible: Boolean,
) : BridgeAnswer {
    override val question: String get() = "applePayEligibility"

    override fun payload(): JsonValue.Obj = JsonValue.Obj(listOfNotNull("eligible" to JsonValue.Bool(eligible)).toMap())
}

/** Readiness, and whether a card is already in the wallet. */
data class GooglePayEligibilityAnswer(
    val ready: Boolean,
    val hasCard: Boolean,
) : BridgeAnswer {
    override val question: String get() = "googlePayEligibility"

    override fun payload(): JsonValue.Obj = JsonValue.Obj(listOfNotNull("ready" to JsonValue.Bool(ready), "hasCard" to JsonValue.Bool(hasCard)).toMap())
}

/** The payment token (tokenizationData.token), or an error (e.g. CANCELED). */
sealed interface GooglePayPaymentDataAnswer : BridgeAnswer {
    override val question: String get() = "googlePayPaymentData"

    data class WithToken(val token: String) : GooglePayPaymentDataAnswer {
        override fun payload(): JsonValue.Obj = JsonValue.Obj(mapOf("token" to JsonValue.Str(token)))
    }

    data class WithError(val error: String) : GooglePayPaymentDataAnswer {
        override fun payload(): JsonValue.Obj = JsonValue.Obj(mapOf("error" to JsonValue.Str(error)))
    }
}
