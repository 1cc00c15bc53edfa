package es.transitapp.bridge

import android.content.Context
import org.json.JSONArray
import org.json.JSONObject

/**
 * The web's preferences (readPreference, setPreference, deletePreference, deleteAllPreferences) in a
 * SharedPreferences file of their own, so that deleting all of them touches nothing else. A value is kept as JSON so
 * that a string, a number and a boolean read back as what was written.
 */
class Preferences(context: Context) {
    private val store = context.getSharedPreferences("transit_web_preferences", Context.MODE_PRIVATE)

    /** The value under `key`: a String, a Number or a Boolean; JSONObject.NULL when the key holds none. */
    fun read(key: String): Any = store.getString(key, null)?.let { JSONArray(it).get(0) } ?: JSONObject.NULL

    /** Writes a String, a Number or a Boolean; anything else is a BridgeFailure. */
    fun write(key: String, value: Any) {
        if (value !is String && value !is Number && value !is Boolean) {
            throw BridgeFailure(MESSAGE_INVALID, "A preference is a string, a number or a boolean.")
        }
        store.edit().putString(key, JSONArray().put(value).toString()).apply()
    }

    fun delete(key: String) = store.edit().remove(key).apply()

    fun deleteAll() = store.edit().clear().apply()
}
