// Stand-in for android.graphics.Bitmap (see android/webkit/WebView.kt).
package android.graphics

class Bitmap
