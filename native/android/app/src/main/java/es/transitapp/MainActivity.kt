package es.transitapp

import android.annotation.SuppressLint
import android.content.ActivityNotFoundException
import android.content.Intent
import android.graphics.Color
import android.net.Uri
import android.os.Bundle
import android.view.View
import android.view.ViewGroup.LayoutParams.MATCH_PARENT
import android.webkit.WebResourceRequest
import android.webkit.WebView
import android.webkit.WebViewClient
import android.widget.LinearLayout
import androidx.activity.ComponentActivity
import androidx.activity.SystemBarStyle
import androidx.activity.addCallback
import androidx.activity.enableEdgeToEdge
import androidx.core.view.ViewCompat
import androidx.core.view.WindowInsetsCompat
import androidx.core.view.updateLayoutParams
import androidx.core.view.updatePadding
import es.transitapp.bridge.BridgeContract
import es.transitapp.bridge.SystemBars
import es.transitapp.bridge.TransitBridge

/**
 * The app: the city's web app in a WebView, opened at its /app entry as an Android client (spec §2), between a status
 * bar and a navigation bar the web colours through the bridge. Links to other sites open in the browser.
 */
class MainActivity : ComponentActivity() {
    private lateinit var webView: WebView
    private lateinit var bridge: TransitBridge
    private val webAppHost: String? = Uri.parse(BuildConfig.WEBSITE_URL).host

    @SuppressLint("SetJavaScriptEnabled") // The web app is the app; the bridge only answers its own host.
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        // Edge to edge with see-through bars: the views behind them carry the web's colours (SystemBars).
        enableEdgeToEdge(SystemBarStyle.dark(Color.TRANSPARENT), SystemBarStyle.dark(Color.TRANSPARENT))
        val statusBar = View(this)
        val navigationBar = View(this)
        webView = WebView(this)
        val root = LinearLayout(this).apply {
            orientation = LinearLayout.VERTICAL
            addView(statusBar, LinearLayout.LayoutParams(MATCH_PARENT, 0))
            addView(webView, LinearLayout.LayoutParams(MATCH_PARENT, 0, 1f))
            addView(navigationBar, LinearLayout.LayoutParams(MATCH_PARENT, 0))
        }
        ViewCompat.setOnApplyWindowInsetsListener(root) { _, insets ->
            val bars = insets.getInsets(WindowInsetsCompat.Type.systemBars() or WindowInsetsCompat.Type.displayCutout())
            val keyboard = insets.getInsets(WindowInsetsCompat.Type.ime())
            statusBar.updateLayoutParams { height = bars.top }
            navigationBar.updateLayoutParams { height = maxOf(bars.bottom, keyboard.bottom) }
            root.updatePadding(left = bars.left, right = bars.right)
            WindowInsetsCompat.CONSUMED
        }
        setContentView(root)

        webView.settings.javaScriptEnabled = true
        webView.settings.domStorageEnabled = true
        webView.webViewClient = object : WebViewClient() {
            override fun shouldOverrideUrlLoading(view: WebView, request: WebResourceRequest): Boolean {
                if (request.url.host == webAppHost) return false
                openOutside(request.url)
                return true
            }
        }
        bridge = TransitBridge(this, webView, BuildConfig.WEBSITE_URL, SystemBars(window, statusBar, navigationBar))
        webView.addJavascriptInterface(bridge, BridgeContract.ANDROID_INTERFACE)
        if (savedInstanceState == null || webView.restoreState(savedInstanceState) == null) {
            webView.loadUrl(appEntryUrl())
        }

        onBackPressedDispatcher.addCallback(this) {
            if (webView.canGoBack()) webView.goBack() else finish()
        }
    }

    override fun onSaveInstanceState(outState: Bundle) {
        super.onSaveInstanceState(outState)
        webView.saveState(outState)
    }

    override fun onResume() {
        super.onResume()
        bridge.onResume()
    }

    override fun onPause() {
        bridge.onPause()
        super.onPause()
    }

    override fun onDestroy() {
        bridge.close()
        webView.destroy()
        super.onDestroy()
    }

    /**
     * The web app's entry: /app with the client's parameters (spec §2; packages/core's parseAppParams reads them),
     * so that the web picks the Android adapters and the features this version code allows.
     */
    private fun appEntryUrl(): String = Uri.parse(BuildConfig.WEBSITE_URL).buildUpon()
        .path(APP_ENTRY_PATH)
        .appendQueryParameter("client", "android")
        .appendQueryParameter("androidClientVersionCode", BuildConfig.VERSION_CODE.toString())
        .appendQueryParameter("packageName", packageName)
        .build()
        .toString()

    private fun openOutside(url: Uri) {
        try {
            startActivity(Intent(Intent.ACTION_VIEW, url))
        } catch (e: ActivityNotFoundException) {
            // Nothing on the phone opens it: the tap does nothing, as a dead link would.
        }
    }

    private companion object {
        /** The app entry route (spec §2; packages/core ROUTES.app). */
        const val APP_ENTRY_PATH = "/app"
    }
}
