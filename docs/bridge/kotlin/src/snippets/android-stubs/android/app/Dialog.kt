// Stand-in for android.app.Dialog (see android/webkit/WebView.kt).
@file:Suppress("UNUSED_PARAMETER", "unused")

package android.app

import android.content.Context
import android.webkit.WebView

open class Dialog(context: Context, themeResId: Int) {
    fun setContentView(view: WebView) {}
    fun setOnDismissListener(listener: (Dialog) -> Unit) {}
    fun show() {}
    fun dismiss() {}
}
