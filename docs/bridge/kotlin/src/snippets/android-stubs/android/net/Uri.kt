// Stand-in for android.net.Uri (see android/webkit/WebView.kt): parses just enough for the origin check.
@file:Suppress("UNUSED_PARAMETER", "unused")

package android.net

class Uri private constructor(private val text: String) {
    val scheme: String? get() = text.substringBefore("://", "").ifEmpty { null }
    val host: String? get() = text.substringAfter("://", "").substringBefore('/').substringBefore(':').ifEmpty { null }
    val port: Int get() = text.substringAfter("://", "").substringBefore('/').substringAfter(':', "").toIntOrNull() ?: -1
    override fun toString(): String = text

    companion object {
        @JvmStatic fun parse(uriString: String): Uri = Uri(uriString)
    }
}
