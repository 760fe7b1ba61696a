// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let appInitialized = try? JSONDecoder().decode(AppInitialized.self, from: jsonData)
//   let isDarkStatusBar = try? JSONDecoder().decode(IsDarkStatusBar.self, from: jsonData)
//   let statusBarHeight = try? JSONDecoder().decode(StatusBarHeight.self, from: jsonData)
//   let statusBarHeightAnswer = try? JSONDecoder().decode(StatusBarHeightAnswer.self, from: jsonData)
//   let paymentSetCloseNavigationIcon = try? JSONDecoder().decode(PaymentSetCloseNavigationIcon.self, from: jsonData)
//   let paymentDepositSuccess = try? JSONDecoder().decode(PaymentDepositSuccess.self, from: jsonData)
//   let paymentWithdrawalSuccess = try? JSONDecoder().decode(PaymentWithdrawalSuccess.self, from: jsonData)
//   let paymentCloseApplication = try? JSONDecoder().decode(PaymentCloseApplication.self, from: jsonData)
//   let paymentCancelRedirectInApp = try? JSONDecoder().decode(PaymentCancelRedirectInApp.self, from: jsonData)
//   let paymentRedirectInApp = try? JSONDecoder().decode(PaymentRedirectInApp.self, from: jsonData)
//   let paymentRedirectInMobileBrowser = try? JSONDecoder().decode(PaymentRedirectInMobileBrowser.self, from: jsonData)
//   let paymentRedirectAppToApp = try? JSONDecoder().decode(PaymentRedirectAppToApp.self, from: jsonData)
//   let applePayEligibility = try? JSONDecoder().decode(ApplePayEligibility.self, from: jsonData)
//   let applePayEligibilityAnswer = try? JSONDecoder().decode(ApplePayEligibilityAnswer.self, from: jsonData)
//   let googlePayEligibility = try? JSONDecoder().decode(GooglePayEligibility.self, from: jsonData)
//   let googlePayEligibilityAnswer = try? JSONDecoder().decode(GooglePayEligibilityAnswer.self, from: jsonData)
//   let googlePayPaymentData = try? JSONDecoder().decode(GooglePayPaymentData.self, from: jsonData)
//   let googlePayPaymentDataAnswer = try? JSONDecoder().decode(GooglePayPaymentDataAnswer.self, from: jsonData)
//   let deepLink = try? JSONDecoder().decode(DeepLink.self, from: jsonData)

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

import Foundation

/// Sent once per page load of Cashier, when the session is read and Cashier knows the player
/// (context init Succeeded, SPEC 4), before the first screen. A provider's return loaded in
/// the webview (the callback after the in-app browser or the MB Way app) and a reload are
/// new page loads: appInitialized, isDarkStatusBar and statusBarHeight come again; handle
/// them as idempotent. Not sent when context init fails (technical error page).
// MARK: - AppInitialized
public struct AppInitialized: Codable, Equatable {
    /// Frame transport only: the postMessage channel.
    public let channel: Channel?
    public let contractVersion: ContractVersion
    public let name: AppInitializedName
    public let payload: AppInitializedPayload

    public enum CodingKeys: String, CodingKey {
        case channel = "channel"
        case contractVersion = "contractVersion"
        case name = "name"
        case payload = "payload"
    }

    public init(channel: Channel?, contractVersion: ContractVersion, name: AppInitializedName, payload: AppInitializedPayload) {
        self.channel = channel
        self.contractVersion = contractVersion
        self.name = name
        self.payload = payload
    }
}

public enum Channel: String, Codable, Equatable {
    case cashierBridge = "cashier.bridge"
}

public enum ContractVersion: String, Codable, Equatable {
    case the100 = "1.0.0"
}

public enum AppInitializedName: String, Codable, Equatable {
    case appInitialized = "appInitialized"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

// MARK: - AppInitializedPayload
public struct AppInitializedPayload: Codable, Equatable {
    /// The language Cashier shows.
    public let language: Language
    /// The player's market.
    public let legislation: Legislation

    public enum CodingKeys: String, CodingKey {
        case language = "language"
        case legislation = "legislation"
    }

    public init(language: Language, legislation: Legislation) {
        self.language = language
        self.legislation = legislation
    }
}

/// The language Cashier shows.
public enum Language: String, Codable, Equatable {
    case en = "en"
    case fr = "fr"
    case pl = "pl"
    case pt = "pt"
}

/// The player's market.
public enum Legislation: String, Codable, Equatable {
    case bj = "BJ"
    case cd = "CD"
    case ci = "CI"
    case com = "COM"
    case fr = "FR"
    case pl = "PL"
    case pt = "PT"
    case sn = "SN"
    case tg = "TG"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

/// Native apps only (APP_IOS, APP_ANDROID, APP_MACOS): sent right after appInitialized.
/// Cashier shows its dark theme when isDark is true (is_dark query option, else the
/// dark-mode cookie); the app styles its status bar to match. The theme never changes while
/// Cashier runs, so it is sent once per page load.
// MARK: - IsDarkStatusBar
public struct IsDarkStatusBar: Codable, Equatable {
    /// Frame transport only: the postMessage channel.
    public let channel: Channel?
    public let contractVersion: ContractVersion
    public let name: IsDarkStatusBarName
    public let payload: IsDarkStatusBarPayload

    public enum CodingKeys: String, CodingKey {
        case channel = "channel"
        case contractVersion = "contractVersion"
        case name = "name"
        case payload = "payload"
    }

    public init(channel: Channel?, contractVersion: ContractVersion, name: IsDarkStatusBarName, payload: IsDarkStatusBarPayload) {
        self.channel = channel
        self.contractVersion = contractVersion
        self.name = name
        self.payload = payload
    }
}

public enum IsDarkStatusBarName: String, Codable, Equatable {
    case isDarkStatusBar = "isDarkStatusBar"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

// MARK: - IsDarkStatusBarPayload
public struct IsDarkStatusBarPayload: Codable, Equatable {
    /// True: Cashier's background is dark (use light status-bar content).
    public let isDark: Bool

    public enum CodingKeys: String, CodingKey {
        case isDark = "isDark"
    }

    public init(isDark: Bool) {
        self.isDark = isDark
    }
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

/// Native apps only: sent right after isDarkStatusBar. A question: the app answers with the
/// height of its status bar over the webview, and Cashier pads its header by that much (0 or
/// no answer: no padding).
// MARK: - StatusBarHeight
public struct StatusBarHeight: Codable, Equatable {
    /// Frame transport only: the postMessage channel.
    public let channel: Channel?
    public let contractVersion: ContractVersion
    public let name: StatusBarHeightName
    public let payload: StatusBarHeightPayload

    public enum CodingKeys: String, CodingKey {
        case channel = "channel"
        case contractVersion = "contractVersion"
        case name = "name"
        case payload = "payload"
    }

    public init(channel: Channel?, contractVersion: ContractVersion, name: StatusBarHeightName, payload: StatusBarHeightPayload) {
        self.channel = channel
        self.contractVersion = contractVersion
        self.name = name
        self.payload = payload
    }
}

public enum StatusBarHeightName: String, Codable, Equatable {
    case statusBarHeight = "statusBarHeight"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

// MARK: - StatusBarHeightPayload
public struct StatusBarHeightPayload: Codable, Equatable {

    public init() {
    }
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

/// The status bar's height in CSS pixels (0 when the webview starts below it).
// MARK: - StatusBarHeightAnswer
public struct StatusBarHeightAnswer: Codable, Equatable {
    public let height: Double

    public enum CodingKeys: String, CodingKey {
        case height = "height"
    }

    public init(height: Double) {
        self.height = height
    }
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

/// Native apps only. visible true when the player is on the amount page with no payment
/// under way (the root screen: the app's close icon leaves Cashier); visible false as soon
/// as a payment starts (a method's screens, where Cashier's own back and cancel buttons
/// lead). Sent on each change.
// MARK: - PaymentSetCloseNavigationIcon
public struct PaymentSetCloseNavigationIcon: Codable, Equatable {
    /// Frame transport only: the postMessage channel.
    public let channel: Channel?
    public let contractVersion: ContractVersion
    public let name: PaymentSetCloseNavigationIconName
    public let payload: PaymentSetCloseNavigationIconPayload

    public enum CodingKeys: String, CodingKey {
        case channel = "channel"
        case contractVersion = "contractVersion"
        case name = "name"
        case payload = "payload"
    }

    public init(channel: Channel?, contractVersion: ContractVersion, name: PaymentSetCloseNavigationIconName, payload: PaymentSetCloseNavigationIconPayload) {
        self.channel = channel
        self.contractVersion = contractVersion
        self.name = name
        self.payload = payload
    }
}

public enum PaymentSetCloseNavigationIconName: String, Codable, Equatable {
    case paymentSetCloseNavigationIcon = "paymentSetCloseNavigationIcon"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

// MARK: - PaymentSetCloseNavigationIconPayload
public struct PaymentSetCloseNavigationIconPayload: Codable, Equatable {
    /// Show the app's close (X) icon in its navigation bar.
    public let visible: Bool

    public enum CodingKeys: String, CodingKey {
        case visible = "visible"
    }

    public init(visible: Bool) {
        self.visible = visible
    }
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

/// A deposit is confirmed (success) or accepted and not yet confirmed (pending), just before
/// Cashier goes to the return URL (after the confirmation dialog when embed_confirmation is
/// set). Sent in native apps and always in the third-party poker launcher (SPEC 4, 6); not
/// in the web app nor our own launchers.
// MARK: - PaymentDepositSuccess
public struct PaymentDepositSuccess: Codable, Equatable {
    /// Frame transport only: the postMessage channel.
    public let channel: Channel?
    public let contractVersion: ContractVersion
    public let name: PaymentDepositSuccessName
    public let payload: PaymentDepositSuccessPayload

    public enum CodingKeys: String, CodingKey {
        case channel = "channel"
        case contractVersion = "contractVersion"
        case name = "name"
        case payload = "payload"
    }

    public init(channel: Channel?, contractVersion: ContractVersion, name: PaymentDepositSuccessName, payload: PaymentDepositSuccessPayload) {
        self.channel = channel
        self.contractVersion = contractVersion
        self.name = name
        self.payload = payload
    }
}

public enum PaymentDepositSuccessName: String, Codable, Equatable {
    case paymentDepositSuccess = "paymentDepositSuccess"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

// MARK: - PaymentDepositSuccessPayload
public struct PaymentDepositSuccessPayload: Codable, Equatable {
    /// In the currency's units (not cents), e.g. 25 or 2000; 0 only when a provider's return did
    /// not carry it.
    public let amount: Double
    /// The payment method, e.g. CARD, MBWAY, MOBILEMONEY.
    public let method: String
    public let status: Status
    /// The deposit's transaction uid, null when unknown.
    public let transactionID: String?

    public enum CodingKeys: String, CodingKey {
        case amount = "amount"
        case method = "method"
        case status = "status"
        case transactionID = "transactionId"
    }

    public init(amount: Double, method: String, status: Status, transactionID: String?) {
        self.amount = amount
        self.method = method
        self.status = status
        self.transactionID = transactionID
    }
}

public enum Status: String, Codable, Equatable {
    case pending = "pending"
    case success = "success"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

/// The withdrawal fragments (behind payment-f-new-withdrawal-flow-enabled) changed the
/// player's withdrawals, e.g. a pending withdrawal was cancelled and its money is back on
/// the balance: the app refreshes the balance.
// MARK: - PaymentWithdrawalSuccess
public struct PaymentWithdrawalSuccess: Codable, Equatable {
    /// Frame transport only: the postMessage channel.
    public let channel: Channel?
    public let contractVersion: ContractVersion
    public let name: PaymentWithdrawalSuccessName
    public let payload: PaymentWithdrawalSuccessPayload

    public enum CodingKeys: String, CodingKey {
        case channel = "channel"
        case contractVersion = "contractVersion"
        case name = "name"
        case payload = "payload"
    }

    public init(channel: Channel?, contractVersion: ContractVersion, name: PaymentWithdrawalSuccessName, payload: PaymentWithdrawalSuccessPayload) {
        self.channel = channel
        self.contractVersion = contractVersion
        self.name = name
        self.payload = payload
    }
}

public enum PaymentWithdrawalSuccessName: String, Codable, Equatable {
    case paymentWithdrawalSuccess = "paymentWithdrawalSuccess"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

// MARK: - PaymentWithdrawalSuccessPayload
public struct PaymentWithdrawalSuccessPayload: Codable, Equatable {
    /// In the currency's units (not cents), e.g. 25 or 2000; 0 only when a provider's return did
    /// not carry it.
    public let amount: Double
    /// The player's currency; optional since 1.0.0 (absent: the session's currency).
    public let currency: Currency?

    public enum CodingKeys: String, CodingKey {
        case amount = "amount"
        case currency = "currency"
    }

    public init(amount: Double, currency: Currency?) {
        self.amount = amount
        self.currency = currency
    }
}

/// The player's currency; optional since 1.0.0 (absent: the session's currency).
public enum Currency: String, Codable, Equatable {
    case cdf = "CDF"
    case chf = "CHF"
    case eur = "EUR"
    case pln = "PLN"
    case usd = "USD"
    case xof = "XOF"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

/// Native apps only (SPEC 4 "Leaving the app"): the player leaves Cashier (the ineligibility
/// dialog closed, close or back on the session-timeout or technical error page, the header's
/// close). The app closes the webview.
// MARK: - PaymentCloseApplication
public struct PaymentCloseApplication: Codable, Equatable {
    /// Frame transport only: the postMessage channel.
    public let channel: Channel?
    public let contractVersion: ContractVersion
    public let name: PaymentCloseApplicationName
    public let payload: PaymentCloseApplicationPayload

    public enum CodingKeys: String, CodingKey {
        case channel = "channel"
        case contractVersion = "contractVersion"
        case name = "name"
        case payload = "payload"
    }

    public init(channel: Channel?, contractVersion: ContractVersion, name: PaymentCloseApplicationName, payload: PaymentCloseApplicationPayload) {
        self.channel = channel
        self.contractVersion = contractVersion
        self.name = name
        self.payload = payload
    }
}

public enum PaymentCloseApplicationName: String, Codable, Equatable {
    case paymentCloseApplication = "paymentCloseApplication"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

// MARK: - PaymentCloseApplicationPayload
public struct PaymentCloseApplicationPayload: Codable, Equatable {
    /// The ineligibility reason when the player may not deposit (e.g.
    /// DEP_UserTriedToDepositOverLimit), else null.
    public let reason: String?

    public enum CodingKeys: String, CodingKey {
        case reason = "reason"
    }

    public init(reason: String?) {
        self.reason = reason
    }
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

/// Native apps only: after paymentRedirectInApp, the player cancelled that payment from
/// Cashier's waiting screen ("Choose another method"), e.g. after closing the in-app
/// browser. The app closes the in-app browser if it is still open and stops waiting for its
/// return (a late return must not load the callback over what the player does now); Cashier
/// is back on the amount page.
// MARK: - PaymentCancelRedirectInApp
public struct PaymentCancelRedirectInApp: Codable, Equatable {
    /// Frame transport only: the postMessage channel.
    public let channel: Channel?
    public let contractVersion: ContractVersion
    public let name: PaymentCancelRedirectInAppName
    public let payload: PaymentCancelRedirectInAppPayload

    public enum CodingKeys: String, CodingKey {
        case channel = "channel"
        case contractVersion = "contractVersion"
        case name = "name"
        case payload = "payload"
    }

    public init(channel: Channel?, contractVersion: ContractVersion, name: PaymentCancelRedirectInAppName, payload: PaymentCancelRedirectInAppPayload) {
        self.channel = channel
        self.contractVersion = contractVersion
        self.name = name
        self.payload = payload
    }
}

public enum PaymentCancelRedirectInAppName: String, Codable, Equatable {
    case paymentCancelRedirectInApp = "paymentCancelRedirectInApp"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

// MARK: - PaymentCancelRedirectInAppPayload
public struct PaymentCancelRedirectInAppPayload: Codable, Equatable {

    public init() {
    }
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

/// Native apps only: the card issuer's page (SPEC 4 card status pending, detail 6: reason
/// CARD_3DS1, strategy MANY). The app opens url in an in-app browser over the webview; when
/// that browser reaches a page of Cashier's origin (the callback route), the app closes it
/// and loads that page in the webview.
// MARK: - PaymentRedirectInApp
public struct PaymentRedirectInApp: Codable, Equatable {
    /// Frame transport only: the postMessage channel.
    public let channel: Channel?
    public let contractVersion: ContractVersion
    public let name: PaymentRedirectInAppName
    public let payload: PaymentRedirectInAppPayload

    public enum CodingKeys: String, CodingKey {
        case channel = "channel"
        case contractVersion = "contractVersion"
        case name = "name"
        case payload = "payload"
    }

    public init(channel: Channel?, contractVersion: ContractVersion, name: PaymentRedirectInAppName, payload: PaymentRedirectInAppPayload) {
        self.channel = channel
        self.contractVersion = contractVersion
        self.name = name
        self.payload = payload
    }
}

public enum PaymentRedirectInAppName: String, Codable, Equatable {
    case paymentRedirectInApp = "paymentRedirectInApp"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

// MARK: - PaymentRedirectInAppPayload
public struct PaymentRedirectInAppPayload: Codable, Equatable {
    /// MANY: the page may navigate several times before it returns; ONE: a single page.
    public let navigationStrategy: NavigationStrategy
    /// Why: CARD_3DS1 for the card issuer.
    public let reason: String
    /// An absolute https URL, or a path on Cashier's own origin.
    public let url: String

    public enum CodingKeys: String, CodingKey {
        case navigationStrategy = "navigationStrategy"
        case reason = "reason"
        case url = "url"
    }

    public init(navigationStrategy: NavigationStrategy, reason: String, url: String) {
        self.navigationStrategy = navigationStrategy
        self.reason = reason
        self.url = url
    }
}

/// MANY: the page may navigate several times before it returns; ONE: a single page.
public enum NavigationStrategy: String, Codable, Equatable {
    case many = "MANY"
    case one = "ONE"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

/// Native apps only: the player opened a page that is not part of the payment (the market's
/// FAQ / help link). The app opens url in the device's browser; Cashier stays where it is.
// MARK: - PaymentRedirectInMobileBrowser
public struct PaymentRedirectInMobileBrowser: Codable, Equatable {
    /// Frame transport only: the postMessage channel.
    public let channel: Channel?
    public let contractVersion: ContractVersion
    public let name: PaymentRedirectInMobileBrowserName
    public let payload: PaymentRedirectInMobileBrowserPayload

    public enum CodingKeys: String, CodingKey {
        case channel = "channel"
        case contractVersion = "contractVersion"
        case name = "name"
        case payload = "payload"
    }

    public init(channel: Channel?, contractVersion: ContractVersion, name: PaymentRedirectInMobileBrowserName, payload: PaymentRedirectInMobileBrowserPayload) {
        self.channel = channel
        self.contractVersion = contractVersion
        self.name = name
        self.payload = payload
    }
}

public enum PaymentRedirectInMobileBrowserName: String, Codable, Equatable {
    case paymentRedirectInMobileBrowser = "paymentRedirectInMobileBrowser"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

// MARK: - PaymentRedirectInMobileBrowserPayload
public struct PaymentRedirectInMobileBrowserPayload: Codable, Equatable {
    /// An absolute https URL, or a path on Cashier's own origin.
    public let url: String

    public enum CodingKeys: String, CodingKey {
        case url = "url"
    }

    public init(url: String) {
        self.url = url
    }
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

/// Native apps (any application type but WEBAPP, SPEC 4 MB Way): the MB Way payment
/// continues in the MB Way app. The app opens url (the MB Way app); MB Way returns to
/// Cashier's callback.
// MARK: - PaymentRedirectAppToApp
public struct PaymentRedirectAppToApp: Codable, Equatable {
    /// Frame transport only: the postMessage channel.
    public let channel: Channel?
    public let contractVersion: ContractVersion
    public let name: PaymentRedirectAppToAppName
    public let payload: PaymentRedirectAppToAppPayload

    public enum CodingKeys: String, CodingKey {
        case channel = "channel"
        case contractVersion = "contractVersion"
        case name = "name"
        case payload = "payload"
    }

    public init(channel: Channel?, contractVersion: ContractVersion, name: PaymentRedirectAppToAppName, payload: PaymentRedirectAppToAppPayload) {
        self.channel = channel
        self.contractVersion = contractVersion
        self.name = name
        self.payload = payload
    }
}

public enum PaymentRedirectAppToAppName: String, Codable, Equatable {
    case paymentRedirectAppToApp = "paymentRedirectAppToApp"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

// MARK: - PaymentRedirectAppToAppPayload
public struct PaymentRedirectAppToAppPayload: Codable, Equatable {
    /// An absolute https URL, or a path on Cashier's own origin.
    public let url: String

    public enum CodingKeys: String, CodingKey {
        case url = "url"
    }

    public init(url: String) {
        self.url = url
    }
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

/// The turf app on iOS (SPEC 4 Apple Pay), when the payment means offer Apple Pay: can this
/// device pay with Apple Pay? Once per page load that shows the payment means (not on a
/// provider's return); once, also when Cashier shows the means before the wallets' check
/// ends (the same check goes on beside the page; the app may keep its answer for the
/// session). No answer within 500 ms reads as false.
// MARK: - ApplePayEligibility
public struct ApplePayEligibility: Codable, Equatable {
    /// Frame transport only: the postMessage channel.
    public let channel: Channel?
    public let contractVersion: ContractVersion
    public let name: ApplePayEligibilityName
    public let payload: ApplePayEligibilityPayload

    public enum CodingKeys: String, CodingKey {
        case channel = "channel"
        case contractVersion = "contractVersion"
        case name = "name"
        case payload = "payload"
    }

    public init(channel: Channel?, contractVersion: ContractVersion, name: ApplePayEligibilityName, payload: ApplePayEligibilityPayload) {
        self.channel = channel
        self.contractVersion = contractVersion
        self.name = name
        self.payload = payload
    }
}

public enum ApplePayEligibilityName: String, Codable, Equatable {
    case applePayEligibility = "applePayEligibility"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

// MARK: - ApplePayEligibilityPayload
public struct ApplePayEligibilityPayload: Codable, Equatable {
    public let merchantID: String?

    public enum CodingKeys: String, CodingKey {
        case merchantID = "merchantId"
    }

    public init(merchantID: String?) {
        self.merchantID = merchantID
    }
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

/// Whether Apple Pay can be offered.
// MARK: - ApplePayEligibilityAnswer
public struct ApplePayEligibilityAnswer: Codable, Equatable {
    public let eligible: Bool

    public enum CodingKeys: String, CodingKey {
        case eligible = "eligible"
    }

    public init(eligible: Bool) {
        self.eligible = eligible
    }
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

/// Android (SPEC 4 Google Pay), when the payment means offer Google Pay: is Google Pay
/// ready? request is the isReadyToPay request. Once per page load that shows the payment
/// means (not on a provider's return); once, also when Cashier shows the means before the
/// wallets' check ends (the same check goes on beside the page; the app may keep its answer
/// for the session). No answer within 500 ms reads as not ready.
// MARK: - GooglePayEligibility
public struct GooglePayEligibility: Codable, Equatable {
    /// Frame transport only: the postMessage channel.
    public let channel: Channel?
    public let contractVersion: ContractVersion
    public let name: GooglePayEligibilityName
    public let payload: GooglePayEligibilityPayload

    public enum CodingKeys: String, CodingKey {
        case channel = "channel"
        case contractVersion = "contractVersion"
        case name = "name"
        case payload = "payload"
    }

    public init(channel: Channel?, contractVersion: ContractVersion, name: GooglePayEligibilityName, payload: GooglePayEligibilityPayload) {
        self.channel = channel
        self.contractVersion = contractVersion
        self.name = name
        self.payload = payload
    }
}

public enum GooglePayEligibilityName: String, Codable, Equatable {
    case googlePayEligibility = "googlePayEligibility"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

// MARK: - GooglePayEligibilityPayload
public struct GooglePayEligibilityPayload: Codable, Equatable {
    /// Google Pay's IsReadyToPayRequest.
    public let request: [String: JSONAny]

    public enum CodingKeys: String, CodingKey {
        case request = "request"
    }

    public init(request: [String: JSONAny]) {
        self.request = request
    }
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

/// Readiness, and whether a card is already in the wallet.
// MARK: - GooglePayEligibilityAnswer
public struct GooglePayEligibilityAnswer: Codable, Equatable {
    public let hasCard: Bool
    public let ready: Bool

    public enum CodingKeys: String, CodingKey {
        case hasCard = "hasCard"
        case ready = "ready"
    }

    public init(hasCard: Bool, ready: Bool) {
        self.hasCard = hasCard
        self.ready = ready
    }
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

/// Android, after the player taps the Google Pay button: the payment data. request is the
/// loadPaymentData request.
// MARK: - GooglePayPaymentData
public struct GooglePayPaymentData: Codable, Equatable {
    /// Frame transport only: the postMessage channel.
    public let channel: Channel?
    public let contractVersion: ContractVersion
    public let name: GooglePayPaymentDataName
    public let payload: GooglePayPaymentDataPayload

    public enum CodingKeys: String, CodingKey {
        case channel = "channel"
        case contractVersion = "contractVersion"
        case name = "name"
        case payload = "payload"
    }

    public init(channel: Channel?, contractVersion: ContractVersion, name: GooglePayPaymentDataName, payload: GooglePayPaymentDataPayload) {
        self.channel = channel
        self.contractVersion = contractVersion
        self.name = name
        self.payload = payload
    }
}

public enum GooglePayPaymentDataName: String, Codable, Equatable {
    case googlePayPaymentData = "googlePayPaymentData"
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

// MARK: - GooglePayPaymentDataPayload
public struct GooglePayPaymentDataPayload: Codable, Equatable {
    /// Google Pay's PaymentDataRequest.
    public let request: [String: JSONAny]

    public enum CodingKeys: String, CodingKey {
        case request = "request"
    }

    public init(request: [String: JSONAny]) {
        self.request = request
    }
}

// Cashier bridge contract 1.0.0 (npm run bridge:docs). Read a message's "name", then decode it as that type.

/// The payment token (tokenizationData.token), or an error (e.g. CANCELED).
// MARK: - GooglePayPaymentDataAnswer
public struct GooglePayPaymentDataAnswer: Codable, Equatable {
    public let token: String?
    public let error: String?

    public enum CodingKeys: String, CodingKey {
        case token = "token"
        case error = "error"
    }

    public init(token: String?, error: String?) {
        self.token = token
        self.error = error
    }
}

public typealias DeepLink = String

// MARK: - Encode/decode helpers

public class JSONNull: Codable, Hashable {

    public static func == (lhs: JSONNull, rhs: JSONNull) -> Bool {
        return true
    }

    public var hashValue: Int {
        return 0
    }

    public func hash(into hasher: inout Hasher) {
        // No-op
    }

    public init() {}

    public required init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if !container.decodeNil() {
            throw DecodingError.typeMismatch(JSONNull.self, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Wrong type for JSONNull"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}

class JSONCodingKey: CodingKey {
    let key: String

    required init?(intValue: Int) {
        return nil
    }

    required init?(stringValue: String) {
        key = stringValue
    }

    var intValue: Int? {
        return nil
    }

    var stringValue: String {
        return key
    }
}

public class JSONAny: Codable {

    public let value: Any

    static func decodingError(forCodingPath codingPath: [CodingKey]) -> DecodingError {
        let context = DecodingError.Context(codingPath: codingPath, debugDescription: "Cannot decode JSONAny")
        return DecodingError.typeMismatch(JSONAny.self, context)
    }

    static func encodingError(forValue value: Any, codingPath: [CodingKey]) -> EncodingError {
        let context = EncodingError.Context(codingPath: codingPath, debugDescription: "Cannot encode JSONAny")
        return EncodingError.invalidValue(value, context)
    }

    static func decode(from container: SingleValueDecodingContainer) throws -> Any {
        if let value = try? container.decode(Bool.self) {
            return value
        }
        if let value = try? container.decode(Int64.self) {
            return value
        }
        if let value = try? container.decode(Double.self) {
            return value
        }
        if let value = try? container.decode(String.self) {
            return value
        }
        if container.decodeNil() {
            return JSONNull()
        }
        throw decodingError(forCodingPath: container.codingPath)
    }

    static func decode(from container: inout UnkeyedDecodingContainer) throws -> Any {
        if let value = try? container.decode(Bool.self) {
            return value
        }
        if let value = try? container.decode(Int64.self) {
            return value
        }
        if let value = try? container.decode(Double.self) {
            return value
        }
        if let value = try? container.decode(String.self) {
            return value
        }
        if let value = try? container.decodeNil() {
            if value {
                return JSONNull()
            }
        }
        if var container = try? container.nestedUnkeyedContainer() {
            return try decodeArray(from: &container)
        }
        if var container = try? container.nestedContainer(keyedBy: JSONCodingKey.self) {
            return try decodeDictionary(from: &container)
        }
        throw decodingError(forCodingPath: container.codingPath)
    }

    static func decode(from container: inout KeyedDecodingContainer<JSONCodingKey>, forKey key: JSONCodingKey) throws -> Any {
        if let value = try? container.decode(Bool.self, forKey: key) {
            return value
        }
        if let value = try? container.decode(Int64.self, forKey: key) {
            return value
        }
        if let value = try? container.decode(Double.self, forKey: key) {
            return value
        }
        if let value = try? container.decode(String.self, forKey: key) {
            return value
        }
        if let value = try? container.decodeNil(forKey: key) {
            if value {
                return JSONNull()
            }
        }
        if var container = try? container.nestedUnkeyedContainer(forKey: key) {
            return try decodeArray(from: &container)
        }
        if var container = try? container.nestedContainer(keyedBy: JSONCodingKey.self, forKey: key) {
            return try decodeDictionary(from: &container)
        }
        throw decodingError(forCodingPath: container.codingPath)
    }

    static func decodeArray(from container: inout UnkeyedDecodingContainer) throws -> [Any] {
        var arr: [Any] = []
        while !container.isAtEnd {
            let value = try decode(from: &container)
            arr.append(value)
        }
        return arr
    }

    static func decodeDictionary(from container: inout KeyedDecodingContainer<JSONCodingKey>) throws -> [String: Any] {
        var dict = [String: Any]()
        for key in container.allKeys {
            let value = try decode(from: &container, forKey: key)
            dict[key.stringValue] = value
        }
        return dict
    }

    static func encode(to container: inout UnkeyedEncodingContainer, array: [Any]) throws {
        for value in array {
            if let value = value as? Bool {
                try container.encode(value)
            } else if let value = value as? Int64 {
                try container.encode(value)
            } else if let value = value as? Double {
                try container.encode(value)
            } else if let value = value as? String {
                try container.encode(value)
            } else if value is JSONNull {
                try container.encodeNil()
            } else if let value = value as? [Any] {
                var container = container.nestedUnkeyedContainer()
                try encode(to: &container, array: value)
            } else if let value = value as? [String: Any] {
                var container = container.nestedContainer(keyedBy: JSONCodingKey.self)
                try encode(to: &container, dictionary: value)
            } else {
                throw encodingError(forValue: value, codingPath: container.codingPath)
            }
        }
    }

    static func encode(to container: inout KeyedEncodingContainer<JSONCodingKey>, dictionary: [String: Any]) throws {
        for (key, value) in dictionary {
            let key = JSONCodingKey(stringValue: key)!
            if let value = value as? Bool {
                try container.encode(value, forKey: key)
            } else if let value = value as? Int64 {
                try container.encode(value, forKey: key)
            } else if let value = value as? Double {
                try container.encode(value, forKey: key)
            } else if let value = value as? String {
                try container.encode(value, forKey: key)
            } else if value is JSONNull {
                try container.encodeNil(forKey: key)
            } else if let value = value as? [Any] {
                var container = container.nestedUnkeyedContainer(forKey: key)
                try encode(to: &container, array: value)
            } else if let value = value as? [String: Any] {
                var container = container.nestedContainer(keyedBy: JSONCodingKey.self, forKey: key)
                try encode(to: &container, dictionary: value)
            } else {
                throw encodingError(forValue: value, codingPath: container.codingPath)
            }
        }
    }

    static func encode(to container: inout SingleValueEncodingContainer, value: Any) throws {
        if let value = value as? Bool {
            try container.encode(value)
        } else if let value = value as? Int64 {
            try container.encode(value)
        } else if let value = value as? Double {
            try container.encode(value)
        } else if let value = value as? String {
            try container.encode(value)
        } else if value is JSONNull {
            try container.encodeNil()
        } else {
            throw encodingError(forValue: value, codingPath: container.codingPath)
        }
    }

    public required init(from decoder: Decoder) throws {
        if var arrayContainer = try? decoder.unkeyedContainer() {
            self.value = try JSONAny.decodeArray(from: &arrayContainer)
        } else if var container = try? decoder.container(keyedBy: JSONCodingKey.self) {
            self.value = try JSONAny.decodeDictionary(from: &container)
        } else {
            let container = try decoder.singleValueContainer()
            self.value = try JSONAny.decode(from: container)
        }
    }

    public func encode(to encoder: Encoder) throws {
        if let arr = self.value as? [Any] {
            var container = encoder.unkeyedContainer()
            try JSONAny.encode(to: &container, array: arr)
        } else if let dict = self.value as? [String: Any] {
            var container = encoder.container(keyedBy: JSONCodingKey.self)
            try JSONAny.encode(to: &container, dictionary: dict)
        } else {
            var container = encoder.singleValueContainer()
            try JSONAny.encode(to: &container, value: self.value)
        }
    }
}
