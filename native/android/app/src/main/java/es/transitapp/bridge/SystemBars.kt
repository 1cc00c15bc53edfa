package es.transitapp.bridge

import android.graphics.Color
import android.view.View
import android.view.Window
import androidx.core.graphics.ColorUtils
import androidx.core.view.WindowCompat

/**
 * The status and navigation bars' colours, from the web's theme (spec §4: status-bar colour control from version code
 * 38). The app draws edge to edge (Android 15 ignores window bar colours), so each bar's colour is a view painted
 * under it; its content (icons, clock) is light or dark as the web says.
 */
class SystemBars(window: Window, private val statusBar: View, private val navigationBar: View) {
    private val controller = WindowCompat.getInsetsController(window, window.decorView)

    init {
        // Spec §4: until the web sets a colour, the status bar is black.
        statusBar.setBackgroundColor(Color.BLACK)
        controller.isAppearanceLightStatusBars = false
    }

    /** `content` is the contract's enum: "dark" content (icons) for a light bar, "light" for a dark one. */
    fun setStatusBarColor(color: String, content: String) {
        statusBar.setBackgroundColor(parse(color))
        controller.isAppearanceLightStatusBars = content == DARK_CONTENT
    }

    fun setNavigationBarColor(color: String) {
        val parsed = parse(color)
        navigationBar.setBackgroundColor(parsed)
        // The contract gives no content colour for this bar: its buttons follow the colour's lightness.
        controller.isAppearanceLightNavigationBars = ColorUtils.calculateLuminance(parsed) > 0.5
    }

    private fun parse(color: String): Int = try {
        Color.parseColor(color)
    } catch (error: IllegalArgumentException) {
        throw BridgeFailure(MESSAGE_INVALID, "Expected a colour as #rrggbb, got '$color'.")
    }

    private companion object {
        /** The contract's STATUS_BAR_CONTENT value for dark icons (packages/bridge/src/contract.ts). */
        const val DARK_CONTENT = "dark"
    }
}
