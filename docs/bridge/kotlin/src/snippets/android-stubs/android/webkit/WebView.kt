// Stand-ins for the android.webkit APIs the guide's snippets call (same packages, names and signatures), so
// that the snippets compile with the module here, where no Android SDK can be installed
// (scripts/bridge-kotlin.sh). Bodies do nothing: only the snippets' types are checked.
@file:Suppress("UNUSED_PARAMETER", "unused")

package android.webkit

import android.content.Context
import android.graphics.Bitmap
import android.net.Uri

@Target(AnnotationTarget.FUNCTION)
@Retention(AnnotationRetention.RUNTIME)
annotation class JavascriptInterface

fun interface ValueCallback<T> {
    fun onReceiveValue(value: T)
}

open class WebSettings {
    var javaScriptEnabled: Boolean = false
}

interface WebResourceRequest {
    val url: Uri
    val isForMainFrame: Boolean
}

open class WebViewClient {
    open fun shouldOverrideUrlLoading(view: WebView, request: WebResourceRequest): Boolean = false
    open fun onPageStarted(view: WebView, url: String, favicon: Bitmap?) {}
}

open class WebView(val context: Context) {
    val settings: WebSettings = WebSettings()
    var webViewClient: WebViewClient = WebViewClient()
    val url: String? = null
    fun addJavascriptInterface(target: Any, name: String) {}
    fun evaluateJavascript(script: String, resultCallback: ValueCallback<String>?) {}
    fun loadUrl(url: String) {}
    fun post(action: Runnable): Boolean = true
    fun stopLoading() {}
    fun destroy() {}
}
