// The Kotlin snippets of docs/bridge-integration.md, compiled with the module by scripts/bridge-kotlin.sh
// against stand-ins of the Android APIs (src/snippets/android-stubs). Each fenced kotlin block of the guide
// is a verbatim part of this file (scripts/bridge-snippets.test.ts), so the guide shows code that compiles.
// The `when` over BridgeMessage is exhaustive: a message added to the contract fails this compile until the
// guide handles it.

package com.example.app

import android.app.Dialog
import android.content.Context
import android.content.Intent
import android.graphics.Bitmap
import android.net.Uri
import android.webkit.JavascriptInterface
import android.webkit.WebView
import android.webkit.WebViewClient
import androidx.webkit.WebViewCompat
import androidx.webkit.WebViewFeature
import com.cashier.bridge.BridgeAnswer
import com.cashier.bridge.BridgeDecodingException
import com.cashier.bridge.BridgeMessage
import com.cashier.bridge.GooglePayEligibilityAnswer
import com.cashier.bridge.GooglePayPaymentDataAnswer
import com.cashier.bridge.JsonValue
import com.cashier.bridge.StatusBarHeightAnswer
import com.cashier.bridge.decodeBridgeMessage
import com.cashier.bridge.javaScript

/** What the guide's snippets ask of the app: its own code, not the bridge's. */
interface App {
    fun log(line: String)
    fun resetCashierState()
    fun setStatusBarContentLight(light: Boolean)
    fun statusBarHeightInCssPixels(): Double
    fun showCloseIcon(visible: Boolean)
    fun isReadyToPay(request: Map<String, JsonValue>, done: (ready: Boolean, hasCard: Boolean) -> Unit)
    fun loadPaymentData(request: Map<String, JsonValue>, done: (token: String?, error: String?) -> Unit)
    fun refreshBalance()
    fun closeCashier(reason: String?)
}

const val FULL_SCREEN_THEME = 0

// --- register
/** Cashier's origin: the bridge serves pages of this origin only. */
const val CASHIER_ORIGIN = "https://cashier.kestrelbet.fr"

fun isCashier(url: String?): Boolean {
    val uri = url?.let { Uri.parse(it) } ?: return false
    val port = if (uri.port == -1) "" else ":${uri.port}"
    return "${uri.scheme}://${uri.host}$port" == CASHIER_ORIGIN
}

fun registerBridge(webView: WebView, handler: CashierBridgeHandler) {
    webView.settings.javaScriptEnabled = true
    if (WebViewFeature.isFeatureSupported(WebViewFeature.WEB_MESSAGE_LISTENER)) {
        // window.PaymentBridge exists only in pages of Cashier's origin; other pages never see it.
        WebViewCompat.addWebMessageListener(webView, "PaymentBridge", setOf(CASHIER_ORIGIN)) { _, message, _, isMainFrame, _ ->
            val body = message.data
            if (isMainFrame && body != null) handler.receive(body)
        }
    } else {
        // Older WebViews: an interface is exposed to every page the webview loads, so check the page's
        // origin before acting (on the main thread, where webView.url may be read).
        webView.addJavascriptInterface(object {
            @JavascriptInterface
            fun postMessage(json: String) {
                webView.post { if (isCashier(webView.url)) handler.receive(json) }
            }
        }, "PaymentBridge")
    }
}
// --- end

// --- handle
class CashierBridgeHandler(private val webView: WebView, private val app: App, private val inAppBrowser: InAppBrowser) {
    /** A message body from Cashier, on the main thread. */
    fun receive(json: String) {
        val message = try {
            decodeBridgeMessage(json)
        } catch (e: BridgeDecodingException) {
            app.log("Cashier bridge: a broken message: ${e.message}")
            return
        }
        when (message) {
            is BridgeMessage.AppInitialized -> app.resetCashierState() // every page load
            is BridgeMessage.IsDarkStatusBar -> app.setStatusBarContentLight(message.isDark)
            BridgeMessage.StatusBarHeight -> answer(StatusBarHeightAnswer(app.statusBarHeightInCssPixels()))
            is BridgeMessage.PaymentSetCloseNavigationIcon -> app.showCloseIcon(message.visible)
            is BridgeMessage.GooglePayEligibility -> app.isReadyToPay(message.request) { ready, hasCard ->
                answer(GooglePayEligibilityAnswer(ready = ready, hasCard = hasCard)) // within 500 ms
            }
            is BridgeMessage.GooglePayPaymentData -> app.loadPaymentData(message.request) { token, error ->
                answer(if (token != null) GooglePayPaymentDataAnswer.WithToken(token) else GooglePayPaymentDataAnswer.WithError(error ?: "CANCELED"))
            }
            is BridgeMessage.PaymentRedirectInApp -> inAppBrowser.open(message.url)
            BridgeMessage.PaymentCancelRedirectInApp -> inAppBrowser.close()
            is BridgeMessage.PaymentRedirectAppToApp -> openOutside(message.url)
            is BridgeMessage.PaymentRedirectInMobileBrowser -> openOutside(message.url)
            is BridgeMessage.PaymentDepositSuccess -> app.refreshBalance()
            is BridgeMessage.PaymentWithdrawalSuccess -> app.refreshBalance()
            is BridgeMessage.PaymentCloseApplication -> app.closeCashier(message.reason)
            is BridgeMessage.ApplePayEligibility -> Unit // iOS only
            is BridgeMessage.Unknown -> app.log("Cashier bridge: ${message.name} of contract ${message.contractVersion}, newer than this app")
        }
    }

    /** Delivers an answer to the page, if the page is still Cashier's. */
    private fun answer(answer: BridgeAnswer) {
        webView.post { if (isCashier(webView.url)) webView.evaluateJavascript(answer.javaScript(), null) }
    }

    /** The MB Way app, or the device's browser: a path is on Cashier's origin. */
    private fun openOutside(url: String) {
        val absolute = if (url.startsWith("/")) CASHIER_ORIGIN + url else url
        webView.context.startActivity(Intent(Intent.ACTION_VIEW, Uri.parse(absolute)))
    }
}
// --- end

// --- in-app browser
/** paymentRedirectInApp: the issuer's page over Cashier, until it comes back to Cashier's origin. */
class InAppBrowser(private val context: Context, private val cashier: WebView) {
    private var dialog: Dialog? = null
    private var browser: WebView? = null

    fun open(url: String) {
        close()
        val page = WebView(context)
        page.settings.javaScriptEnabled = true
        page.webViewClient = object : WebViewClient() {
            // Every main-frame navigation, redirects and form posts too: the provider's return is
            // Cashier's callback, loaded in Cashier's webview, never in this one.
            override fun onPageStarted(view: WebView, url: String, favicon: Bitmap?) {
                if (!isCashier(url)) return
                view.stopLoading()
                close()
                cashier.loadUrl(url)
            }
        }
        page.loadUrl(if (url.startsWith("/")) CASHIER_ORIGIN + url else url)
        browser = page
        dialog = Dialog(context, FULL_SCREEN_THEME).apply {
            setContentView(page)
            show()
        }
    }

    /** paymentCancelRedirectInApp, or the player closed it: a late return is never loaded. */
    fun close() {
        dialog?.dismiss()
        browser?.destroy()
        dialog = null
        browser = null
    }
}
// --- end
