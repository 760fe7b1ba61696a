// The Swift snippets of docs/bridge-integration.md, a target of the package (CashierBridgeSnippets) so that
// `swift build` on a Mac or an iOS CI compiles them; this project's machines have no Swift compiler
// (docs/decisions.md "The bridge as packages"). Each fenced swift block of the guide is a verbatim part of
// this file (scripts/bridge-snippets.test.ts). The switch over BridgeMessage is exhaustive: a message added
// to the contract fails this build until the guide handles it.

#if canImport(WebKit)
import CashierBridge
import Foundation
import WebKit

/// What the guide's snippets ask of the app: its own code, not the bridge's.
public protocol CashierApp: AnyObject {
    func log(_ line: String)
    func resetCashierState()
    func setStatusBarContentLight(_ light: Bool)
    func statusBarHeightInCSSPixels() -> Double
    func showCloseIcon(_ visible: Bool)
    func canPayWithApplePay() -> Bool
    func refreshBalance()
    func closeCashier(reason: String?)
    func present(browser: WKWebView)
    func dismiss(browser: WKWebView)
    func openOutside(_ url: URL)
}

// --- register
/// Cashier's origin: the bridge serves pages of this origin only.
let cashierURL = URL(string: "https://cashier.kestrelbet.fr")!

func isCashier(_ origin: WKSecurityOrigin) -> Bool {
    origin.protocol == "https" && origin.host == cashierURL.host && (origin.port == 0 || origin.port == 443)
}

func isCashier(_ url: URL?) -> Bool {
    url?.scheme == "https" && url?.host == cashierURL.host && url?.port == nil
}

func registerBridge(in configuration: WKWebViewConfiguration, handler: CashierBridgeHandler) {
    // window.webkit.messageHandlers.paymentBridge exists in every page the webview loads: the handler checks
    // the sender's origin. The controller keeps the handler: remove it when Cashier's webview goes.
    configuration.userContentController.add(handler, name: "paymentBridge")
}
// --- end

// --- handle
final class CashierBridgeHandler: NSObject, WKScriptMessageHandler {
    private weak var webView: WKWebView?
    private let app: CashierApp
    private let inAppBrowser: InAppBrowser

    init(webView: WKWebView, app: CashierApp, inAppBrowser: InAppBrowser) {
        self.webView = webView
        self.app = app
        self.inAppBrowser = inAppBrowser
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        // Only Cashier's main frame speaks to the app.
        guard message.frameInfo.isMainFrame, isCashier(message.frameInfo.securityOrigin) else { return }
        let decoded: BridgeMessage
        do {
            decoded = try BridgeMessage.decode(body: message.body)
        } catch {
            app.log("Cashier bridge: a broken message: \(error)")
            return
        }
        switch decoded {
        case .appInitialized: app.resetCashierState() // every page load
        case .isDarkStatusBar(let status): app.setStatusBarContentLight(status.isDark)
        case .statusBarHeight: post(StatusBarHeightAnswer(height: app.statusBarHeightInCSSPixels()))
        case .paymentSetCloseNavigationIcon(let icon): app.showCloseIcon(icon.visible)
        case .applePayEligibility: post(ApplePayEligibilityAnswer(eligible: app.canPayWithApplePay())) // within 500 ms
        case .paymentRedirectInApp(let redirect): inAppBrowser.open(redirect.url)
        case .paymentCancelRedirectInApp: inAppBrowser.close()
        case .paymentRedirectAppToApp(let redirect): openOutside(redirect.url)
        case .paymentRedirectInMobileBrowser(let redirect): openOutside(redirect.url)
        case .paymentDepositSuccess, .paymentWithdrawalSuccess: app.refreshBalance()
        case .paymentCloseApplication(let close): app.closeCashier(reason: close.reason)
        case .googlePayEligibility, .googlePayPaymentData: break // Android only
        case .unknown(let name, let version): app.log("Cashier bridge: \(name) of contract \(version), newer than this app")
        }
    }

    /// Delivers an answer to the page, if the page is still Cashier's.
    private func post<Answer: BridgeAnswer>(_ answer: Answer) {
        guard let webView = webView, isCashier(webView.url), let script = try? answer.javaScript() else { return }
        webView.evaluateJavaScript(script, completionHandler: nil)
    }

    /// The MB Way app, or the device's browser: a path is on Cashier's origin.
    private func openOutside(_ url: String) {
        guard let absolute = URL(string: url, relativeTo: cashierURL)?.absoluteURL else { return }
        app.openOutside(absolute)
    }
}
// --- end

// --- in-app browser
/// paymentRedirectInApp: the issuer's page over Cashier, until it comes back to Cashier's origin.
final class InAppBrowser: NSObject, WKNavigationDelegate {
    private let app: CashierApp
    private weak var cashier: WKWebView?
    private var browser: WKWebView?

    init(app: CashierApp, cashier: WKWebView) {
        self.app = app
        self.cashier = cashier
    }

    func open(_ url: String) {
        close()
        guard let target = URL(string: url, relativeTo: cashierURL)?.absoluteURL else { return }
        let page = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        page.navigationDelegate = self
        page.load(URLRequest(url: target))
        browser = page
        app.present(browser: page)
    }

    /// paymentCancelRedirectInApp, or the player closed it: a late return is never loaded.
    func close() {
        guard let page = browser else { return }
        page.navigationDelegate = nil
        page.stopLoading()
        app.dismiss(browser: page)
        browser = nil
    }

    /// The provider's return is Cashier's callback: loaded in Cashier's webview, never in this one.
    private func returned(to url: URL) {
        close()
        cashier?.load(URLRequest(url: url))
    }

    // Links and form posts.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        guard navigationAction.targetFrame?.isMainFrame == true, let url = navigationAction.request.url, isCashier(url) else {
            return decisionHandler(.allow)
        }
        decisionHandler(.cancel)
        returned(to: url)
    }

    // Server redirects.
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {
        guard let url = webView.url, isCashier(url) else { return }
        webView.stopLoading()
        returned(to: url)
    }
}
// --- end
#endif
