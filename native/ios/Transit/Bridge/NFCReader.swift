import CoreNFC
import Foundation

/// Reads the transport card (ISO 14443-4: an ISO 7816 card, or MIFARE DESFire, which Core NFC calls a MIFARE tag) for
/// the web: the web drives the reading (spec §7: startNfcSession, nfcTransceiveCommands, closeNfcSession…), relaying
/// the card service's APDUs, which this class sends to the card as they come, in hexadecimal, and answers with the
/// card's responses (data then status word). The reader sheet shows the web's texts.
@MainActor
final class NFCReader: NSObject {
    /// Error codes of onNfcCommandsTransceivedError (native/README.md).
    static let noTag = "NFC_NO_TAG"
    static let tagLost = "NFC_TAG_LOST"
    static let readError = "NFC_READ_ERROR"
    static let sessionClosed = "NFC_SESSION_CLOSED"

    /// Whether this iPhone reads NFC tags (iOS has no switch to turn NFC off: supported is enabled).
    static var isAvailable: Bool { NFCTagReaderSession.readingAvailable }

    private let onTagDiscovered: () -> Void
    private var session: NFCTagReaderSession?
    private var card: Card?

    init(onTagDiscovered: @escaping () -> Void) {
        self.onTagDiscovered = onTagDiscovered
    }

    func startSession(message: String) {
        session?.invalidate()
        session = NFCTagReaderSession(pollingOption: [.iso14443], delegate: self, queue: .main)
        session?.alertMessage = message
        session?.begin()
    }

    func setMessage(_ message: String) {
        session?.alertMessage = message
    }

    /// Ends the session; with an error message, the sheet shows it as a failure.
    func closeSession(errorMessage: String? = nil) {
        if let errorMessage { session?.invalidate(errorMessage: errorMessage) } else { session?.invalidate() }
        session = nil
        card = nil
    }

    /// Sends each command to the card, in order; answers the responses, or the first failure.
    func transceive(_ commands: [String], done: @escaping (Result<[String], BridgeFailure>) -> Void) {
        guard let card else {
            done(.failure(BridgeFailure(code: Self.noTag, message: "No card is held to the phone.")))
            return
        }
        send(commands[...], to: card, responses: [], done: done)
    }

    private func send(
        _ commands: ArraySlice<String>,
        to card: Card,
        responses: [String],
        done: @escaping (Result<[String], BridgeFailure>) -> Void
    ) {
        guard let command = commands.first else {
            done(.success(responses))
            return
        }
        guard let bytes = Data(hex: command), let apdu = NFCISO7816APDU(data: bytes) else {
            done(.failure(BridgeFailure(code: BridgeFailure.messageInvalid, message: "'\(command)' is not an APDU.")))
            return
        }
        card.send(apdu) { result in
            Task { @MainActor in
                switch result {
                case .success(let response):
                    self.send(commands.dropFirst(), to: card, responses: responses + [response.hex], done: done)
                case .failure(let error):
                    done(.failure(Self.failure(of: error)))
                }
            }
        }
    }

    private static func failure(of error: Error) -> BridgeFailure {
        switch (error as? NFCReaderError)?.code {
        case .readerTransceiveErrorTagConnectionLost, .readerTransceiveErrorTagNotConnected:
            return BridgeFailure(code: tagLost, message: "The card was removed too quickly.")
        case .readerSessionInvalidationErrorUserCanceled, .readerSessionInvalidationErrorSessionTimeout:
            return BridgeFailure(code: sessionClosed, message: error.localizedDescription)
        default:
            return BridgeFailure(code: readError, message: error.localizedDescription)
        }
    }
}

extension NFCReader: NFCTagReaderSessionDelegate {
    // Core NFC calls the delegate on the session's queue (main), outside the actor: each call hops onto the main actor.

    nonisolated func tagReaderSessionDidBecomeActive(_ session: NFCTagReaderSession) {}

    nonisolated func tagReaderSession(_ session: NFCTagReaderSession, didInvalidateWithError error: Error) {
        Task { @MainActor in
            // The rider closed the sheet, or it timed out: the card is gone. A call in flight fails on its own.
            guard self.session === session else { return }
            self.session = nil
            self.card = nil
        }
    }

    nonisolated func tagReaderSession(_ session: NFCTagReaderSession, didDetect tags: [NFCTag]) {
        Task { @MainActor in self.connect(to: tags, in: session) }
    }

    private func connect(to tags: [NFCTag], in session: NFCTagReaderSession) {
        let detected: Card?
        switch tags.count == 1 ? tags.first : nil {
        case .iso7816(let tag)?: detected = .iso7816(tag)
        case .miFare(let tag)?: detected = .miFare(tag)
        default: detected = nil // None this app reads, or more than one card at once.
        }
        guard let detected, let tag = tags.first else {
            session.restartPolling()
            return
        }
        session.connect(to: tag) { error in
            Task { @MainActor in
                guard error == nil else {
                    session.restartPolling()
                    return
                }
                self.card = detected
                self.onTagDiscovered()
            }
        }
    }
}

/// A connected card, whichever way Core NFC sees it; both take ISO 7816 APDUs.
private enum Card {
    case iso7816(NFCISO7816Tag)
    case miFare(NFCMiFareTag)

    /// Sends an APDU; answers the response's data followed by its status word (SW1 SW2), as Android's IsoDep does.
    func send(_ apdu: NFCISO7816APDU, completion: @escaping (Result<Data, Error>) -> Void) {
        let handler = { (data: Data, sw1: UInt8, sw2: UInt8, error: Error?) in
            if let error { completion(.failure(error)) } else { completion(.success(data + Data([sw1, sw2]))) }
        }
        switch self {
        case .iso7816(let tag): tag.sendCommand(apdu: apdu, completionHandler: handler)
        case .miFare(let tag): tag.sendMiFareISO7816Command(apdu, completionHandler: handler)
        }
    }
}

extension Data {
    /// Bytes from hexadecimal text, two digits a byte; nil for anything else.
    init?(hex: String) {
        guard hex.count % 2 == 0 else { return nil }
        var bytes = [UInt8]()
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        self.init(bytes)
    }

    /// Uppercase hexadecimal, two digits a byte.
    var hex: String { map { String(format: "%02X", $0) }.joined() }
}
