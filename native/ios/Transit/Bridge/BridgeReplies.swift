import Foundation
import WebKit

/// A message the web posted: its action, its payload and, for a call, its message id.
struct BridgeCall {
    let message: BridgeContract.Message
    let payload: [String: Any]

    /// The call's message id; nil for a message nothing answers.
    var messageId: String? { payload[BridgeContract.messageId] as? String }

    /// A payload field of the type the contract gives it; a missing or mistyped one is a MESSAGE_INVALID failure.
    func field<T>(_ name: String) throws -> T {
        guard let value = payload[name] as? T else {
            let text = "\(message.rawValue): '\(name)' is missing or mistyped."
            throw BridgeFailure(code: BridgeFailure.messageInvalid, message: text)
        }
        return value
    }
}

/// A failure reported to the web through an error callback (`<callback>Error`): the spec's errorCode and errorMessage.
/// Codes are SCREAMING_SNAKE; native/README.md lists them.
struct BridgeFailure: Error {
    /// A payload the wrapper cannot read (the web checks every payload with the contract's schema: a bug on one side).
    static let messageInvalid = "MESSAGE_INVALID"

    let code: String
    let message: String
}

/// Calls back the web: `window.transitBridge.receive(callbackName, messageId | null, payloadJson)`.
@MainActor
final class BridgeReplies {
    private weak var webView: WKWebView?

    init(webView: WKWebView) {
        self.webView = webView
    }

    /// Answers a call with its answer callback's payload.
    func answer(_ call: BridgeCall, _ payload: [String: Any] = [:]) {
        guard let answer = call.message.answer else { return }
        send(answer.rawValue, call.messageId, payload)
    }

    /// Answers a call with its answer's error twin.
    func fail(_ call: BridgeCall, _ failure: BridgeFailure) {
        guard let answer = call.message.answer else { return }
        sendError(answer, call.messageId, failure)
    }

    /// Answers a call with the result of the work it asked for.
    func settle<T>(_ call: BridgeCall, _ result: Result<T, BridgeFailure>, _ payloadOf: (T) -> [String: Any]) {
        switch result {
        case .success(let value): answer(call, payloadOf(value))
        case .failure(let failure): fail(call, failure)
        }
    }

    /// Tells the web's subscribers that something happened (an event callback, no message id).
    func event(_ callback: BridgeContract.Callback, _ payload: [String: Any] = [:]) {
        send(callback.rawValue, nil, payload)
    }

    /// Sends a callback's error twin, with the spec's JSON string of errorCode and errorMessage.
    func sendError(_ callback: BridgeContract.Callback, _ messageId: String?, _ failure: BridgeFailure) {
        let payload = [BridgeContract.errorCode: failure.code, BridgeContract.errorMessage: failure.message]
        send(callback.rawValue + BridgeContract.errorCallbackSuffix, messageId, payload)
    }

    private func send(_ callback: String, _ messageId: String?, _ payload: [String: Any]) {
        // Every argument is a JavaScript string literal (JSON's quoting), so no payload can break out of the call.
        guard let payloadJSON = Self.json(payload), let callbackLiteral = Self.json(callback),
              let payloadLiteral = Self.json(payloadJSON)
        else { return }
        let idLiteral = messageId.flatMap { Self.json($0) } ?? "null"
        let arguments = "\(callbackLiteral), \(idLiteral), \(payloadLiteral)"
        webView?.evaluateJavaScript("\(BridgeContract.receiveFunction)(\(arguments))")
    }

    private static func json(_ value: Any) -> String? {
        let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
        return data.flatMap { String(data: $0, encoding: .utf8) }
    }
}
