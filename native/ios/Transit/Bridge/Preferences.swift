import Foundation

/// The web's preferences (readPreference, setPreference, deletePreference, deleteAllPreferences) in a UserDefaults
/// suite of their own, so that deleting all of them touches nothing else. Strings, numbers and booleans keep their type
/// (a JavaScript boolean arrives as a boolean NSNumber, and is stored and read back as one).
final class Preferences {
    private static let suiteName = "transit.web-preferences"
    private let defaults = UserDefaults(suiteName: Preferences.suiteName) ?? .standard

    /// The value under `key`, NSNull when the key holds none.
    func read(_ key: String) -> Any {
        defaults.object(forKey: key) ?? NSNull()
    }

    /// Writes a string, a number or a boolean.
    func write(_ key: String, _ value: Any) throws {
        guard value is String || value is NSNumber else {
            let text = "A preference is a string, a number or a boolean."
            throw BridgeFailure(code: BridgeFailure.messageInvalid, message: text)
        }
        defaults.set(value, forKey: key)
    }

    func delete(_ key: String) {
        defaults.removeObject(forKey: key)
    }

    func deleteAll() {
        defaults.removePersistentDomain(forName: Preferences.suiteName)
    }
}
