// Stand-ins for android.content (see android/webkit/WebView.kt).
@file:Suppress("UNUSED_PARAMETER", "unused")

package android.content

import android.net.Uri

open class Context {
    fun startActivity(intent: Intent) {}
}

class Intent(val action: String, val data: Uri) {
    companion object {
        const val ACTION_VIEW = "android.intent.action.VIEW"
    }
}
