// Stand-ins for androidx.webkit's web message listener (see android/webkit/WebView.kt).
@file:Suppress("UNUSED_PARAMETER", "unused")

package androidx.webkit

import android.net.Uri
import android.webkit.WebView

class WebMessageCompat(val data: String?)

abstract class JavaScriptReplyProxy {
    abstract fun postMessage(message: String)
}

object WebViewCompat {
    fun interface WebMessageListener {
        fun onPostMessage(view: WebView, message: WebMessageCompat, sourceOrigin: Uri, isMainFrame: Boolean, replyProxy: JavaScriptReplyProxy)
    }

    @JvmStatic
    fun addWebMessageListener(webView: WebView, jsObjectName: String, allowedOriginRules: Set<String>, listener: WebMessageListener) {}
}

object WebViewFeature {
    const val WEB_MESSAGE_LISTENER = "WEB_MESSAGE_LISTENER"

    @JvmStatic
    fun isFeatureSupported(feature: String): Boolean = true
}
