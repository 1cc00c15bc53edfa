package es.transitapp.bridge

import android.app.Activity
import android.content.ActivityNotFoundException
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.content.IntentFilter
import android.nfc.NfcAdapter
import android.nfc.Tag
import android.nfc.TagLostException
import android.nfc.tech.IsoDep
import android.provider.Settings
import java.io.IOException
import java.util.concurrent.Executors

/**
 * Reads the transport card (an ISO 14443-4 / ISO-DEP card, MIFARE DESFire among them) for the web: the web drives the
 * reading (spec §7: startNfcSession, nfcTransceiveCommands, closeNfcSession…), relaying the card service's APDUs,
 * which this class sends to the card as they come, in hexadecimal, and answers with the card's responses (data and
 * status word). Everything but the transceiving runs on the main thread.
 */
class NfcReader(
    private val activity: Activity,
    private val onCardDiscovered: () -> Unit,
    private val onEnablementChanged: (isEnabled: Boolean) -> Unit,
) : NfcAdapter.ReaderCallback {
    private val adapter: NfcAdapter? = NfcAdapter.getDefaultAdapter(activity)
    private val worker = Executors.newSingleThreadExecutor()
    private var isSessionOpen = false

    /** The card held to the phone; read and written on the worker thread only. */
    private var card: IsoDep? = null

    val isSupported: Boolean get() = adapter != null
    val isEnabled: Boolean get() = adapter?.isEnabled == true

    private val enablementReceiver = object : BroadcastReceiver() {
        override fun onReceive(context: Context, intent: Intent) {
            val state = intent.getIntExtra(NfcAdapter.EXTRA_ADAPTER_STATE, NfcAdapter.STATE_OFF)
            // The turning-on and turning-off states are passed over: the web hears only where NFC ends up.
            if (state == NfcAdapter.STATE_ON || state == NfcAdapter.STATE_OFF) {
                onEnablementChanged(state == NfcAdapter.STATE_ON)
            }
        }
    }

    init {
        // Registered for the activity's whole life, so that NFC switched on in the settings is heard on return.
        // ACTION_ADAPTER_STATE_CHANGED is a protected system broadcast, so the receiver needs no export flag.
        if (adapter != null) {
            activity.registerReceiver(enablementReceiver, IntentFilter(NfcAdapter.ACTION_ADAPTER_STATE_CHANGED))
        }
    }

    fun startSession() {
        isSessionOpen = true
        enableReaderMode()
    }

    fun closeSession() {
        isSessionOpen = false
        adapter?.disableReaderMode(activity)
        worker.execute { forgetCard() }
    }

    /** Sends each command to the card, in order; answers the responses, or the first failure. */
    fun transceive(commands: List<String>, done: (Result<List<String>>) -> Unit) {
        worker.execute {
            val result = runCatching {
                val isoDep = card ?: throw BridgeFailure(NFC_NO_TAG, "No card is held to the phone.")
                commands.map { command -> isoDep.transceive(hexToBytes(command)).toHex() }
            }.recoverCatching { error ->
                throw when (error) {
                    is BridgeFailure -> error
                    is TagLostException -> BridgeFailure(NFC_TAG_LOST, "The card was removed too quickly.")
                    is IOException -> BridgeFailure(NFC_READ_ERROR, error.message ?: "The card could not be read.")
                    else -> error
                }
            }
            activity.runOnUiThread { done(result) }
        }
    }

    /** Opens the NFC settings, or the wireless ones on a phone without an NFC page. */
    fun openSettings() {
        try {
            activity.startActivity(Intent(Settings.ACTION_NFC_SETTINGS))
        } catch (e: ActivityNotFoundException) {
            activity.startActivity(Intent(Settings.ACTION_WIRELESS_SETTINGS))
        }
    }

    // Reader mode only works while the activity is in front: MainActivity forwards its lifecycle here.
    fun onResume() {
        if (isSessionOpen) enableReaderMode()
    }

    fun onPause() {
        adapter?.disableReaderMode(activity)
    }

    fun close() {
        if (adapter != null) activity.unregisterReceiver(enablementReceiver)
        worker.execute { forgetCard() }
        worker.shutdown()
    }

    /** Called on a binder thread when a card comes near the phone during a session. */
    override fun onTagDiscovered(tag: Tag) {
        val isoDep = IsoDep.get(tag) ?: return // Not a card this app reads: keep waiting.
        try {
            isoDep.connect()
            isoDep.timeout = TRANSCEIVE_TIMEOUT_MS
        } catch (error: IOException) {
            return // Gone before it could be read: the next tap brings it back.
        }
        worker.execute {
            forgetCard()
            card = isoDep
        }
        activity.runOnUiThread { onCardDiscovered() }
    }

    private fun enableReaderMode() {
        // NDEF is skipped: the transport card holds no NDEF message, and checking for one delays the first APDU.
        val flags = NfcAdapter.FLAG_READER_NFC_A or
            NfcAdapter.FLAG_READER_NFC_B or
            NfcAdapter.FLAG_READER_SKIP_NDEF_CHECK
        adapter?.enableReaderMode(activity, this, flags, null)
    }

    private fun forgetCard() {
        try {
            card?.close()
        } catch (e: IOException) {
            // Already gone.
        }
        card = null
    }

    companion object {
        /** Error codes of onNfcCommandsTransceivedError (native/README.md). */
        const val NFC_NO_TAG = "NFC_NO_TAG"
        const val NFC_TAG_LOST = "NFC_TAG_LOST"
        const val NFC_READ_ERROR = "NFC_READ_ERROR"

        /** How long the card may take over one APDU (DESFire's authentication is the slowest). */
        private const val TRANSCEIVE_TIMEOUT_MS = 5_000

        private fun hexToBytes(hex: String): ByteArray {
            if (hex.length % 2 != 0 || !hex.all { Character.digit(it, 16) >= 0 }) {
                throw BridgeFailure(MESSAGE_INVALID, "A command is whole bytes in hexadecimal, got '$hex'.")
            }
            return ByteArray(hex.length / 2) { index -> hex.substring(2 * index, 2 * index + 2).toInt(16).toByte() }
        }

        private fun ByteArray.toHex(): String = joinToString("") { byte -> "%02X".format(byte.toInt() and 0xFF) }
    }
}
