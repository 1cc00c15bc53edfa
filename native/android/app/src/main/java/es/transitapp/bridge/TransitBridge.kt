package es.transitapp.bridge

import android.app.Activity
import android.net.Uri
import android.util.Log
import android.webkit.JavascriptInterface
import android.webkit.WebView
import es.transitapp.bridge.BridgeContract.CallbackFields
import es.transitapp.bridge.BridgeContract.Callbacks
import es.transitapp.bridge.BridgeContract.MessageFields
import es.transitapp.bridge.BridgeContract.Messages
import org.json.JSONArray
import org.json.JSONException
import org.json.JSONObject

/**
 * The JavaScript interface the web posts to, `window.TransitAndroid.postMessage(json)` (packages/bridge/src/hosts.ts):
 * reads the envelope {action, payload}, does what the action asks and answers through BridgeReplies. Every name is
 * from the generated BridgeContract, so a message renamed on the web side fails this file's build.
 */
class TransitBridge(
    private val activity: Activity,
    private val webView: WebView,
    websiteUrl: String,
    private val systemBars: SystemBars,
    private val ads: Ads = NotConfiguredAds,
) {
    private val webAppHost = Uri.parse(websiteUrl).host
    private val replies = BridgeReplies(webView)
    private val preferences = Preferences(activity)
    private val nfc = NfcReader(
        activity,
        onCardDiscovered = { replies.event(Callbacks.ON_NFC_TAG_DISCOVERED) },
        onEnablementChanged = { isEnabled ->
            replies.event(
                Callbacks.ON_NFC_ENABLEMENT_CHANGED,
                JSONObject().put(CallbackFields.OnNfcEnablementChanged.IS_ENABLED, isEnabled),
            )
        },
    )
    private val store = createStore(activity) { messageId, result ->
        result.fold(
            { purchase -> replies.send(Callbacks.ON_PURCHASES_UPDATED, messageId, purchase.toJson()) },
            { failure -> replies.sendError(Callbacks.ON_PURCHASES_UPDATED, messageId, failure) },
        )
    }

    /** Called by the web on WebView's JavaBridge thread; the work is done on the main thread. */
    @JavascriptInterface
    fun postMessage(json: String) {
        val call = try {
            val envelope = JSONObject(json)
            val payload = envelope.optJSONObject(BridgeContract.PAYLOAD) ?: JSONObject()
            BridgeCall(envelope.getString(BridgeContract.ACTION), payload)
        } catch (error: JSONException) {
            Log.w(TAG, "Not a bridge envelope: ${error.message}")
            return
        }
        activity.runOnUiThread {
            // The interface is on every page the WebView shows; only the web app's own may use it.
            if (Uri.parse(webView.url ?: "").host != webAppHost) return@runOnUiThread
            try {
                dispatch(call)
            } catch (error: JSONException) {
                fail(call, BridgeFailure(MESSAGE_INVALID, error.message ?: "The payload cannot be read."))
            } catch (error: Exception) {
                fail(call, error)
            }
        }
    }

    fun onResume() {
        nfc.onResume()
        store.refreshPurchases()
    }

    fun onPause() = nfc.onPause()

    fun close() {
        nfc.close()
        store.close()
    }

    private fun dispatch(call: BridgeCall) {
        val payload = call.payload
        when (call.action) {
            Messages.INIT_ADMOB_WITH_CONSENTS -> ads.start(withConsents = true)
            Messages.INIT_ADMOB_WITHOUT_CONSENTS -> ads.start(withConsents = false)
            Messages.SHOW_INTERSTITIAL_AD -> ads.showInterstitial()
            Messages.ENABLE_TOP_AD -> ads.setTopBannerVisible(true)
            Messages.DISABLE_TOP_AD -> ads.setTopBannerVisible(false)
            Messages.ENABLE_BOTTOM_AD -> ads.setBottomBannerVisible(true)
            Messages.DISABLE_BOTTOM_AD -> ads.setBottomBannerVisible(false)
            Messages.RESET_UMP_CONSENT_INFORMATION ->
                ads.resetConsentInformation { it.toEvent(Callbacks.ON_CONSENT_INFORMATION_RESET) }
            Messages.SHOW_UMP_PRIVACY_OPTIONS_FORM ->
                ads.showPrivacyOptionsForm { it.toEvent(Callbacks.ON_PRIVACY_OPTIONS_FORM_DISMISSED) }
            Messages.READ_CONSENT_INFORMATION -> ads.readConsentInformation { result ->
                replies.settle(call, result) { info ->
                    JSONObject()
                        .put(CallbackFields.OnConsentInformationRead.CONSENT_STATUS, info.consentStatus)
                        .put(CallbackFields.OnConsentInformationRead.CAN_REQUEST_ADS, info.canRequestAds)
                        .put(
                            CallbackFields.OnConsentInformationRead.PRIVACY_OPTIONS_REQUIREMENT_STATUS,
                            info.privacyOptionsRequirementStatus,
                        )
                }
            }

            Messages.START_NFC_SESSION -> nfc.startSession()
            // Android has no system reading sheet: the web shows the session's texts itself.
            Messages.SET_NFC_SESSION_MESSAGE -> Unit
            Messages.CLOSE_NFC_SESSION_WITH_SUCCESS -> nfc.closeSession()
            Messages.CLOSE_NFC_SESSION_WITH_ERROR -> nfc.closeSession()
            Messages.NFC_TRANSCEIVE_COMMANDS -> {
                val commands = payload.getJSONArray(MessageFields.NfcTransceiveCommands.COMMANDS)
                nfc.transceive(List(commands.length()) { commands.getString(it) }) { result ->
                    replies.settle(call, result) { responses ->
                        JSONObject().put(CallbackFields.OnNfcCommandsTransceived.RESPONSES, JSONArray(responses))
                    }
                }
            }
            Messages.IS_NFC_AVAILABLE, Messages.IS_NFC_SUPPORTED ->
                replies.answer(call, JSONObject().put(CallbackFields.OnNfcSupported.IS_SUPPORTED, nfc.isSupported))
            Messages.IS_NFC_ENABLED ->
                replies.answer(call, JSONObject().put(CallbackFields.OnNfcEnabled.IS_ENABLED, nfc.isEnabled))
            Messages.OPEN_NFC_SETTINGS -> nfc.openSettings()

            Messages.SET_STATUS_BAR_COLOR -> systemBars.setStatusBarColor(
                payload.getString(MessageFields.SetStatusBarColor.COLOR),
                payload.getString(MessageFields.SetStatusBarColor.CONTENT),
            )
            Messages.SET_NAVIGATION_BAR_COLOR ->
                systemBars.setNavigationBarColor(payload.getString(MessageFields.SetNavigationBarColor.COLOR))

            Messages.READ_PREFERENCE -> {
                val key = payload.getString(MessageFields.ReadPreference.KEY)
                replies.answer(
                    call,
                    JSONObject()
                        .put(CallbackFields.OnPreferenceRead.KEY, key)
                        .put(CallbackFields.OnPreferenceRead.VALUE, preferences.read(key)),
                )
            }
            Messages.SET_PREFERENCE -> {
                val key = payload.getString(MessageFields.SetPreference.KEY)
                preferences.write(key, payload.get(MessageFields.SetPreference.VALUE))
                replies.answer(call, JSONObject().put(CallbackFields.OnPreferenceSet.KEY, key))
            }
            Messages.DELETE_PREFERENCE -> {
                val key = payload.getString(MessageFields.DeletePreference.KEY)
                preferences.delete(key)
                replies.answer(call, JSONObject().put(CallbackFields.OnPreferenceDeleted.KEY, key))
            }
            Messages.DELETE_ALL_PREFERENCES -> {
                preferences.deleteAll()
                replies.answer(call)
            }

            Messages.SHOW_REVIEW_POPUP -> store.showReview { replies.settle(call, it) { JSONObject() } }
            Messages.READ_STORE_REFERRER -> store.readReferrer { result ->
                replies.settle(call, result) { JSONObject().put(CallbackFields.OnStoreReferrerRead.REFERRER, it) }
            }
            Messages.START_SUBSCRIPTION_PURCHASE -> store.startSubscriptionPurchase(
                payload.getString(MessageFields.StartSubscriptionPurchase.SUBSCRIPTION_ID),
                payload.getString(MessageFields.StartSubscriptionPurchase.BASE_PLAN_ID),
                call.messageId,
            )
            Messages.START_ONE_TIME_PRODUCT_PURCHASE -> store.startOneTimeProductPurchase(
                payload.getString(MessageFields.StartOneTimeProductPurchase.PRODUCT_ID),
                call.messageId,
            )

            // A newer web app than this wrapper: nothing answers, so a call of it times out on the web.
            else -> Log.w(TAG, "Unknown bridge action '${call.action}': ignored.")
        }
    }

    /** A call's failure goes back to the web; a post's can only be logged. */
    private fun fail(call: BridgeCall, failure: Exception) {
        Log.w(TAG, "${call.action} failed: ${failure.message}")
        replies.fail(call, failure)
    }

    private fun Result<Unit>.toEvent(callback: String) =
        fold({ replies.event(callback) }, { replies.eventError(callback, it) })

    private fun StorePurchase.toJson() = JSONObject()
        .put(CallbackFields.OnPurchasesUpdated.PACKAGE_NAME, packageName)
        .put(CallbackFields.OnPurchasesUpdated.PRODUCT_ID, productId)
        .put(CallbackFields.OnPurchasesUpdated.PURCHASE_TOKEN, purchaseToken)

    private companion object {
        const val TAG = "TransitBridge"
    }
}
