// Cashier bridge contract 1.0.0: generated from docs/bridge.schema.json by `npm run bridge:docs`; do not edit.
// A message of a newer minor version decodes: unknown names, versions and enumerated values are kept as values,
// unknown fields are ignored (docs/bridge-integration.md).

import Foundation

/// The contract version this package was generated from.
public let bridgeContractVersion = "1.0.0"

/// The channel of an answer posted back to Cashier.
public let bridgeAnswerChannel = "cashier.bridge.answer"

/// A contract version as Cashier sent it; one this package does not know is kept, not refused.
public struct ContractVersion: Codable, Hashable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    /// The major number (nil when the version is not semver): another major may change a field's meaning.
    public var major: Int? { Int(rawValue.prefix(while: { $0 != "." })) }

    public static let current = ContractVersion(rawValue: bridgeContractVersion)
}

/// The player's market.
public struct Legislation: Codable, Hashable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    /// False for a value of a newer contract: keep it, show or log it as it is.
    public var isKnown: Bool { Self.known.contains(self) }

    public static let fr = Legislation(rawValue: "FR")
    public static let pt = Legislation(rawValue: "PT")
    public static let pl = Legislation(rawValue: "PL")
    public static let ci = Legislation(rawValue: "CI")
    public static let tg = Legislation(rawValue: "TG")
    public static let sn = Legislation(rawValue: "SN")
    public static let bj = Legislation(rawValue: "BJ")
    public static let cd = Legislation(rawValue: "CD")
    public static let com = Legislation(rawValue: "COM")
    public static let known: [Legislation] = [.fr, .pt, .pl, .ci, .tg, .sn, .bj, .cd, .com]
}

/// The language Cashier shows.
public struct Language: Codable, Hashable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    /// False for a value of a newer contract: keep it, show or log it as it is.
    public var isKnown: Bool { Self.known.contains(self) }

    public static let en = Language(rawValue: "en")
    public static let fr = Language(rawValue: "fr")
    public static let pl = Language(rawValue: "pl")
    public static let pt = Language(rawValue: "pt")
    public static let known: [Language] = [.en, .fr, .pl, .pt]
}

public struct Status: Codable, Hashable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    /// False for a value of a newer contract: keep it, show or log it as it is.
    public var isKnown: Bool { Self.known.contains(self) }

    public static let success = Status(rawValue: "success")
    public static let pending = Status(rawValue: "pending")
    public static let known: [Status] = [.success, .pending]
}

/// The player's currency; optional since 1.0.0 (absent: the session's currency).
public struct Currency: Codable, Hashable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    /// False for a value of a newer contract: keep it, show or log it as it is.
    public var isKnown: Bool { Self.known.contains(self) }

    public static let eur = Currency(rawValue: "EUR")
    public static let usd = Currency(rawValue: "USD")
    public static let chf = Currency(rawValue: "CHF")
    public static let pln = Currency(rawValue: "PLN")
    public static let xof = Currency(rawValue: "XOF")
    public static let cdf = Currency(rawValue: "CDF")
    public static let known: [Currency] = [.eur, .usd, .chf, .pln, .xof, .cdf]
}

/// MANY: the page may navigate several times before it returns; ONE: a single page.
public struct NavigationStrategy: Codable, Hashable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    /// False for a value of a newer contract: keep it, show or log it as it is.
    public var isKnown: Bool { Self.known.contains(self) }

    public static let one = NavigationStrategy(rawValue: "ONE")
    public static let many = NavigationStrategy(rawValue: "MANY")
    public static let known: [NavigationStrategy] = [.one, .many]
}

/// Sent once per page load of Cashier, when the session is read and Cashier knows the player (context init Succeeded, SPEC 4), before the first screen. A provider's return loaded in the webview (the callback after the in-app browser or the MB Way app) and a reload are new page loads: appInitialized, isDarkStatusBar and statusBarHeight come again; handle them as idempotent. Not sent when context init fails (technical error page).
public struct AppInitialized: Codable, Equatable {
    /// The player's market.
    public let legislation: Legislation
    /// The language Cashier shows.
    public let language: Language

    public init(legislation: Legislation, language: Language) {
        self.legislation = legislation
        self.language = language
    }
}

/// Native apps only (APP_IOS, APP_ANDROID, APP_MACOS): sent right after appInitialized. Cashier shows its dark theme when isDark is true (is_dark query option, else the dark-mode cookie); the app styles its status bar to match. The theme never changes while Cashier runs, so it is sent once per page load.
public struct IsDarkStatusBar: Codable, Equatable {
    /// True: Cashier's background is dark (use light status-bar content).
    public let isDark: Bool

    public init(isDark: Bool) {
        self.isDark = isDark
    }
}

/// Native apps only. visible true when the player is on the amount page with no payment under way (the root screen: the app's close icon leaves Cashier); visible false as soon as a payment starts (a method's screens, where Cashier's own back and cancel buttons lead). Sent on each change.
public struct PaymentSetCloseNavigationIcon: Codable, Equatable {
    /// Show the app's close (X) icon in its navigation bar.
    public let visible: Bool

    public init(visible: Bool) {
        self.visible = visible
    }
}

/// A deposit is confirmed (success) or accepted and not yet confirmed (pending), just before Cashier goes to the return URL (after the confirmation dialog when embed_confirmation is set). Sent in native apps and always in the third-party poker launcher (SPEC 4, 6); not in the web app nor our own launchers.
public struct PaymentDepositSuccess: Codable, Equatable {
    public let status: Status
    /// The payment method, e.g. CARD, MBWAY, MOBILEMONEY.
    public let method: String
    /// In the currency's units (not cents), e.g. 25 or 2000; 0 only when a provider's return did not carry it.
    public let amount: Double
    /// The deposit's transaction uid, null when unknown.
    public let transactionId: String?

    public init(status: Status, method: String, amount: Double, transactionId: String?) {
        self.status = status
        self.method = method
        self.amount = amount
        self.transactionId = transactionId
    }
}

/// The withdrawal fragments (behind payment-f-new-withdrawal-flow-enabled) changed the player's withdrawals, e.g. a pending withdrawal was cancelled and its money is back on the balance: the app refreshes the balance.
public struct PaymentWithdrawalSuccess: Codable, Equatable {
    /// In the currency's units (not cents), e.g. 25 or 2000; 0 only when a provider's return did not carry it.
    public let amount: Double
    /// The player's currency; optional since 1.0.0 (absent: the session's currency).
    public let currency: Currency?

    public init(amount: Double, currency: Currency?) {
        self.amount = amount
        self.currency = currency
    }
}

/// Native apps only (SPEC 4 "Leaving the app"): the player leaves Cashier (the ineligibility dialog closed, close or back on the session-timeout or technical error page, the header's close). The app closes the webview.
public struct PaymentCloseApplication: Codable, Equatable {
    /// The ineligibility reason when the player may not deposit (e.g. DEP_UserTriedToDepositOverLimit), else null.
    public let reason: String?

    public init(reason: String?) {
        self.reason = reason
    }
}

/// Native apps only: the card issuer's page (SPEC 4 card status pending, detail 6: reason CARD_3DS1, strategy MANY). The app opens url in an in-app browser over the webview; when that browser reaches a page of Cashier's origin (the callback route), the app closes it and loads that page in the webview.
public struct PaymentRedirectInApp: Codable, Equatable {
    /// An absolute https URL, or a path on Cashier's own origin.
    public let url: String
    /// Why: CARD_3DS1 for the card issuer.
    public let reason: String
    /// MANY: the page may navigate several times before it returns; ONE: a single page.
    public let navigationStrategy: NavigationStrategy

    public init(url: String, reason: String, navigationStrategy: NavigationStrategy) {
        self.url = url
        self.reason = reason
        self.navigationStrategy = navigationStrategy
    }
}

/// Native apps only: the player opened a page that is not part of the payment (the market's FAQ / help link). The app opens url in the device's browser; Cashier stays where it is.
public struct PaymentRedirectInMobileBrowser: Codable, Equatable {
    /// An absolute https URL, or a path on Cashier's own origin.
    public let url: String

    public init(url: String) {
        self.url = url
    }
}

/// Native apps (any application type but WEBAPP, SPEC 4 MB Way): the MB Way payment continues in the MB Way app. The app opens url (the MB Way app); MB Way returns to Cashier's callback.
public struct PaymentRedirectAppToApp: Codable, Equatable {
    /// An absolute https URL, or a path on Cashier's own origin.
    public let url: String

    public init(url: String) {
        self.url = url
    }
}

/// The turf app on iOS (SPEC 4 Apple Pay), when the payment means offer Apple Pay: can this device pay with Apple Pay? Once per page load that shows the payment means (not on a provider's return); once, also when Cashier shows the means before the wallets' check ends (the same check goes on beside the page; the app may keep its answer for the session). No answer within 500 ms reads as false.
public struct ApplePayEligibility: Codable, Equatable {
    public let merchantId: String?

    public init(merchantId: String?) {
        self.merchantId = merchantId
    }
}

/// Android (SPEC 4 Google Pay), when the payment means offer Google Pay: is Google Pay ready? request is the isReadyToPay request. Once per page load that shows the payment means (not on a provider's return); once, also when Cashier shows the means before the wallets' check ends (the same check goes on beside the page; the app may keep its answer for the session). No answer within 500 ms reads as not ready.
public struct GooglePayEligibility: Codable, Equatable {
    /// Google Pay's IsReadyToPayRequest.
    public let request: [String: JSONValue]

    public init(request: [String: JSONValue]) {
        self.request = request
    }
}

/// Android, after the player taps the Google Pay button: the payment data. request is the loadPaymentData request.
public struct GooglePayPaymentData: Codable, Equatable {
    /// Google Pay's PaymentDataRequest.
    public let request: [String: JSONValue]

    public init(request: [String: JSONValue]) {
        self.request = request
    }
}

/// A message that is not JSON, or a message of this contract without a required field: a broken contract, not a newer one.
public struct BridgeDecodingError: Error, Equatable {
    public let reason: String
}

/// A message from Cashier: one case per message of the contract, or `unknown`.
public enum BridgeMessage: Equatable {
    /// Sent once per page load of Cashier, when the session is read and Cashier knows the player (context init Succeeded, SPEC 4), before the first screen. A provider's return loaded in the webview (the callback after the in-app browser or the MB Way app) and a reload are new page loads: appInitialized, isDarkStatusBar and statusBarHeight come again; handle them as idempotent. Not sent when context init fails (technical error page).
    case appInitialized(AppInitialized)
    /// Native apps only (APP_IOS, APP_ANDROID, APP_MACOS): sent right after appInitialized. Cashier shows its dark theme when isDark is true (is_dark query option, else the dark-mode cookie); the app styles its status bar to match. The theme never changes while Cashier runs, so it is sent once per page load.
    case isDarkStatusBar(IsDarkStatusBar)
    /// Native apps only: sent right after isDarkStatusBar. A question: the app answers with the height of its status bar over the webview, and Cashier pads its header by that much (0 or no answer: no padding).
    case statusBarHeight
    /// Native apps only. visible true when the player is on the amount page with no payment under way (the root screen: the app's close icon leaves Cashier); visible false as soon as a payment starts (a method's screens, where Cashier's own back and cancel buttons lead). Sent on each change.
    case paymentSetCloseNavigationIcon(PaymentSetCloseNavigationIcon)
    /// A deposit is confirmed (success) or accepted and not yet confirmed (pending), just before Cashier goes to the return URL (after the confirmation dialog when embed_confirmation is set). Sent in native apps and always in the third-party poker launcher (SPEC 4, 6); not in the web app nor our own launchers.
    case paymentDepositSuccess(PaymentDepositSuccess)
    /// The withdrawal fragments (behind payment-f-new-withdrawal-flow-enabled) changed the player's withdrawals, e.g. a pending withdrawal was cancelled and its money is back on the balance: the app refreshes the balance.
    case paymentWithdrawalSuccess(PaymentWithdrawalSuccess)
    /// Native apps only (SPEC 4 "Leaving the app"): the player leaves Cashier (the ineligibility dialog closed, close or back on the session-timeout or technical error page, the header's close). The app closes the webview.
    case paymentCloseApplication(PaymentCloseApplication)
    /// Native apps only: after paymentRedirectInApp, the player cancelled that payment from Cashier's waiting screen ("Choose another method"), e.g. after closing the in-app browser. The app closes the in-app browser if it is still open and stops waiting for its return (a late return must not load the callback over what the player does now); Cashier is back on the amount page.
    case paymentCancelRedirectInApp
    /// Native apps only: the card issuer's page (SPEC 4 card status pending, detail 6: reason CARD_3DS1, strategy MANY). The app opens url in an in-app browser over the webview; when that browser reaches a page of Cashier's origin (the callback route), the app closes it and loads that page in the webview.
    case paymentRedirectInApp(PaymentRedirectInApp)
    /// Native apps only: the player opened a page that is not part of the payment (the market's FAQ / help link). The app opens url in the device's browser; Cashier stays where it is.
    case paymentRedirectInMobileBrowser(PaymentRedirectInMobileBrowser)
    /// Native apps (any application type but WEBAPP, SPEC 4 MB Way): the MB Way payment continues in the MB Way app. The app opens url (the MB Way app); MB Way returns to Cashier's callback.
    case paymentRedirectAppToApp(PaymentRedirectAppToApp)
    /// The turf app on iOS (SPEC 4 Apple Pay), when the payment means offer Apple Pay: can this device pay with Apple Pay? Once per page load that shows the payment means (not on a provider's return); once, also when Cashier shows the means before the wallets' check ends (the same check goes on beside the page; the app may keep its answer for the session). No answer within 500 ms reads as false.
    case applePayEligibility(ApplePayEligibility)
    /// Android (SPEC 4 Google Pay), when the payment means offer Google Pay: is Google Pay ready? request is the isReadyToPay request. Once per page load that shows the payment means (not on a provider's return); once, also when Cashier shows the means before the wallets' check ends (the same check goes on beside the page; the app may keep its answer for the session). No answer within 500 ms reads as not ready.
    case googlePayEligibility(GooglePayEligibility)
    /// Android, after the player taps the Google Pay button: the payment data. request is the loadPaymentData request.
    case googlePayPaymentData(GooglePayPaymentData)
    /// A message of a newer contract (a name this package does not know, or another major version): log it and ignore it.
    case unknown(name: String, contractVersion: ContractVersion)

    /// The message's name as Cashier sent it.
    public var name: String {
        switch self {
        case .appInitialized: return "appInitialized"
        case .isDarkStatusBar: return "isDarkStatusBar"
        case .statusBarHeight: return "statusBarHeight"
        case .paymentSetCloseNavigationIcon: return "paymentSetCloseNavigationIcon"
        case .paymentDepositSuccess: return "paymentDepositSuccess"
        case .paymentWithdrawalSuccess: return "paymentWithdrawalSuccess"
        case .paymentCloseApplication: return "paymentCloseApplication"
        case .paymentCancelRedirectInApp: return "paymentCancelRedirectInApp"
        case .paymentRedirectInApp: return "paymentRedirectInApp"
        case .paymentRedirectInMobileBrowser: return "paymentRedirectInMobileBrowser"
        case .paymentRedirectAppToApp: return "paymentRedirectAppToApp"
        case .applePayEligibility: return "applePayEligibility"
        case .googlePayEligibility: return "googlePayEligibility"
        case .googlePayPaymentData: return "googlePayPaymentData"
        case .unknown(let name, _): return name
        }
    }

    /// Decodes a message body as WKScriptMessage.body gives it (a dictionary), or its JSON text. Never throws
    /// for a newer minor version; throws BridgeDecodingError or DecodingError for a body that breaks this contract.
    public static func decode(body: Any) throws -> BridgeMessage {
        if let text = body as? String { return try decode(json: Data(text.utf8)) }
        guard JSONSerialization.isValidJSONObject(body) else { throw BridgeDecodingError(reason: "a bridge message is a JSON object") }
        return try decode(json: JSONSerialization.data(withJSONObject: body))
    }

    /// Decodes a message from its JSON text (unknown fields are ignored).
    public static func decode(json: Data) throws -> BridgeMessage {
        let decoder = JSONDecoder()
        let envelope = try decoder.decode(Envelope.self, from: json)
        guard envelope.contractVersion.major == ContractVersion.current.major else {
            return .unknown(name: envelope.name, contractVersion: envelope.contractVersion)
        }
        switch envelope.name {
        case "appInitialized": return .appInitialized(try decoder.decode(Body<AppInitialized>.self, from: json).payload)
        case "isDarkStatusBar": return .isDarkStatusBar(try decoder.decode(Body<IsDarkStatusBar>.self, from: json).payload)
        case "statusBarHeight": return .statusBarHeight
        case "paymentSetCloseNavigationIcon": return .paymentSetCloseNavigationIcon(try decoder.decode(Body<PaymentSetCloseNavigationIcon>.self, from: json).payload)
        case "paymentDepositSuccess": return .paymentDepositSuccess(try decoder.decode(Body<PaymentDepositSuccess>.self, from: json).payload)
        case "paymentWithdrawalSuccess": return .paymentWithdrawalSuccess(try decoder.decode(Body<PaymentWithdrawalSuccess>.self, from: json).payload)
        case "paymentCloseApplication": return .paymentCloseApplication(try decoder.decode(Body<PaymentCloseApplication>.self, from: json).payload)
        case "paymentCancelRedirectInApp": return .paymentCancelRedirectInApp
        case "paymentRedirectInApp": return .paymentRedirectInApp(try decoder.decode(Body<PaymentRedirectInApp>.self, from: json).payload)
        case "paymentRedirectInMobileBrowser": return .paymentRedirectInMobileBrowser(try decoder.decode(Body<PaymentRedirectInMobileBrowser>.self, from: json).payload)
        case "paymentRedirectAppToApp": return .paymentRedirectAppToApp(try decoder.decode(Body<PaymentRedirectAppToApp>.self, from: json).payload)
        case "applePayEligibility": return .applePayEligibility(try decoder.decode(Body<ApplePayEligibility>.self, from: json).payload)
        case "googlePayEligibility": return .googlePayEligibility(try decoder.decode(Body<GooglePayEligibility>.self, from: json).payload)
        case "googlePayPaymentData": return .googlePayPaymentData(try decoder.decode(Body<GooglePayPaymentData>.self, from: json).payload)
        default: return .unknown(name: envelope.name, contractVersion: envelope.contractVersion)
        }
    }
}

private struct Envelope: Decodable {
    let name: String
    let contractVersion: ContractVersion
}

private struct Body<Payload: Decodable>: Decodable {
    let payload: Payload
}

/// An answer to one of Cashier's questions; `javaScript()` is what delivers it.
public protocol BridgeAnswer: Encodable {
    /// The question's message name.
    static var question: String { get }
}

extension BridgeAnswer {
    /// The JavaScript that posts this answer to Cashier's window: run it with WKWebView.evaluateJavaScript.
    public func javaScript() throws -> String {
        let encoder = JSONEncoder()
        let name = String(decoding: try encoder.encode(Self.question), as: UTF8.self)
        let payload = String(decoding: try encoder.encode(self), as: UTF8.self)
        return "window.postMessage({\"channel\":\"\(bridgeAnswerChannel)\",\"name\":\(name),\"payload\":\(payload)}, '*')"
    }
}

private struct AnswerKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ key: String) { stringValue = key }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

/// The status bar's height in CSS pixels (0 when the webview starts below it).
public struct StatusBarHeightAnswer: BridgeAnswer, Equatable {
    public static let question = "statusBarHeight"

    public let height: Double

    public init(height: Double) {
        self.height = height
    }
}

/// Whether Apple Pay can be offered.
public struct ApplePayEligibilityAnswer: BridgeAnswer, Equatable {
    public static let question = "applePayEligibility"

    public let eligible: Bool

    public init(eligible: Bool) {
        self.eligible = eligible
    }
}

/// Readiness, and whether a card is already in the wallet.
public struct GooglePayEligibilityAnswer: BridgeAnswer, Equatable {
    public static let question = "googlePayEligibility"

    public let ready: Bool
    public let hasCard: Bool

    public init(ready: Bool, hasCard: Bool) {
        self.ready = ready
        self.hasCard = hasCard
    }
}

/// The payment token (tokenizationData.token), or an error (e.g. CANCELED).
public enum GooglePayPaymentDataAnswer: BridgeAnswer, Equatable {
    public static let question = "googlePayPaymentData"

    case token(String)
    case error(String)

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: AnswerKey.self)
        switch self {
        case .token(let value): try container.encode(value, forKey: AnswerKey("token"))
        case .error(let value): try container.encode(value, forKey: AnswerKey("error"))
        }
    }
}
