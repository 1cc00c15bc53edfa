package es.transitapp.bridge

import android.webkit.WebView
import org.json.JSONObject

/** A message the web posted: its action, its payload and, for a call, its message id and the callback answering it. */
class BridgeCall(val action: String, val payload: JSONObject) {
    /** The call's message id; null for a message nothing answers. */
    val messageId: String? = if (payload.has(BridgeContract.MESSAGE_ID)) payload.optString(BridgeContract.MESSAGE_ID) else null

    /** The callback answering this call (the contract's ANSWERS); null for a message nothing answers. */
    val answer: String? = BridgeContract.ANSWERS[action]
}

/**
 * A failure the wrapper reports to the web through an error callback (`<callback>Error`) as the spec's JSON string
 * with errorCode and errorMessage. Codes are SCREAMING_SNAKE; native/README.md lists them.
 */
class BridgeFailure(val code: String, message: String) : Exception(message)

/** A payload the wrapper cannot read (the web checks every payload with the contract's schema: a bug on one side). */
const val MESSAGE_INVALID = "MESSAGE_INVALID"

/** Calls back the web: `window.transitBridge.receive(callbackName, messageId | null, payloadJson)`. */
class BridgeReplies(private val webView: WebView) {
    /** Answers a call with its answer callback's payload. */
    fun answer(call: BridgeCall, payload: JSONObject = JSONObject()) {
        val answer = call.answer ?: return
        send(answer, call.messageId, payload)
    }

    /** Answers a call with its answer's error twin. */
    fun fail(call: BridgeCall, failure: Throwable) {
        val answer = call.answer ?: return
        sendError(answer, call.messageId, failure)
    }

    /** Answers a call with the result of the work it asked for. */
    fun <T> settle(call: BridgeCall, result: Result<T>, payloadOf: (T) -> JSONObject) {
        result.fold({ answer(call, payloadOf(it)) }, { fail(call, it) })
    }

    /** Tells the web's subscribers that something happened (an event callback, no message id). */
    fun event(callback: String, payload: JSONObject = JSONObject()) = send(callback, null, payload)

    /** Tells the web's subscribers that something failed (an event's error twin, no message id). */
    fun eventError(callback: String, failure: Throwable) = sendError(callback, null, failure)

    /** Sends a callback's error twin, with the spec's JSON string of errorCode and errorMessage. */
    fun sendError(callback: String, messageId: String?, failure: Throwable) {
        val code = (failure as? BridgeFailure)?.code ?: NATIVE_ERROR
        val payload = JSONObject()
            .put(BridgeContract.ERROR_CODE, code)
            .put(BridgeContract.ERROR_MESSAGE, failure.message ?: failure.javaClass.simpleName)
        send(callback + BridgeContract.ERROR_CALLBACK_SUFFIX, messageId, payload)
    }

    /** Sends a callback that may answer a call or be an event (onPurchasesUpdated). */
    fun send(callback: String, messageId: String?, payload: JSONObject) {
        // Every argument is a JavaScript string literal (JSON's quoting), so no payload can break out of the call.
        val id = messageId?.let(JSONObject::quote) ?: "null"
        val payloadJson = JSONObject.quote(payload.toString())
        val script = "${BridgeContract.RECEIVE_FUNCTION}(${JSONObject.quote(callback)}, $id, $payloadJson)"
        webView.post { webView.evaluateJavascript(script, null) }
    }

    companion object {
        /** The code of a failure the wrapper did not expect (an exception of a platform API). */
        const val NATIVE_ERROR = "NATIVE_ERROR"
    }
}
