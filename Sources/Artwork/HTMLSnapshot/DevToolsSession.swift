import Foundation

/// The DevTools protocol over a `ChromiumProcess`'s pipe: commands with ids,
/// their answers, and the events that arrive in between.
///
/// Every request the page makes is paused by the `Fetch` domain and handed
/// to `onRequest`, which answers it (the page, an asset) or refuses it. A
/// request is answered however the caller is waiting, so a page that loads
/// while a command is in flight is still served.
final class DevToolsSession {
    /// What to do with one request the page (or the browser for it) makes.
    enum RequestVerdict {
        /// Serve these bytes with this MIME type.
        case serve(Data, mimeType: String, headers: [String: String])
        /// Refuse it as a blocked load (subresources).
        case block
        /// Cancel it without an error page (navigations away from the message).
        case abort
    }

    private let browser: ChromiumProcess
    private let deadline: DispatchTime
    private let check: () throws(HTMLSnapshotError) -> Void
    private var nextID = 1
    /// The page's session, once attached (flattened sessions: one pipe).
    var sessionID: String?
    var onRequest: (_ url: String, _ resourceType: String, _ isMainFrame: Bool) -> RequestVerdict = { _, _, _ in .block }
    /// Events seen so far, by method name.
    private(set) var seen: Set<String> = []
    /// The main frame's id, once known: a document request for another frame is an iframe.
    var mainFrameID: String?

    init(browser: ChromiumProcess, deadline: DispatchTime, check: @escaping () throws(HTMLSnapshotError) -> Void) {
        self.browser = browser
        self.deadline = deadline
        self.check = check
    }

    /// Sends `method` and waits for its answer's `result`.
    @discardableResult
    func call(_ method: String, _ params: [String: Any] = [:], onPage: Bool = true) throws(HTMLSnapshotError) -> [String: Any] {
        let id = try send(method, params, onPage: onPage)
        while true {
            let received = try next()
            if received["id"] as? Int == id {
                if let error = received["error"] as? [String: Any] {
                    throw .browserFailed("\(method): \(error["message"] as? String ?? "an error")")
                }
                return received["result"] as? [String: Any] ?? [:]
            }
        }
    }

    /// Waits until the event `method` has been seen (now or before).
    func wait(for method: String) throws(HTMLSnapshotError) {
        while !seen.contains(method) { _ = try next() }
    }

    /// The next message, with events handled on the way.
    private func next() throws(HTMLSnapshotError) -> [String: Any] {
        guard let data = try browser.receive(before: deadline, check: check) else { throw .timedOut(seconds: 0) }
        guard let object = try? JSONSerialization.jsonObject(with: data), let message = object as? [String: Any] else {
            throw .browserFailed("an unreadable DevTools message")
        }
        if let method = message["method"] as? String {
            seen.insert(method)
            let params = message["params"] as? [String: Any] ?? [:]
            if method == "Fetch.requestPaused" { try answer(params) }
            if method == "Page.frameNavigated", let frame = params["frame"] as? [String: Any], frame["parentId"] == nil,
               mainFrameID == nil {
                mainFrameID = frame["id"] as? String
            }
        }
        return message
    }

    private func answer(_ params: [String: Any]) throws(HTMLSnapshotError) {
        guard let requestID = params["requestId"] as? String else { return }
        let request = params["request"] as? [String: Any] ?? [:]
        let url = request["url"] as? String ?? ""
        let type = params["resourceType"] as? String ?? ""
        let frame = params["frameId"] as? String
        let isMainFrame = mainFrameID == nil || frame == mainFrameID
        switch onRequest(url, type, isMainFrame) {
        case .serve(let body, let mimeType, let extra):
            var headers = [["name": "Content-Type", "value": mimeType]]
            headers += extra.sorted { $0.key < $1.key }.map { ["name": $0.key, "value": $0.value] }
            try send("Fetch.fulfillRequest", ["requestId": requestID, "responseCode": 200, "responseHeaders": headers,
                                              "body": body.base64EncodedString()])
        case .block:
            try send("Fetch.failRequest", ["requestId": requestID, "errorReason": "BlockedByClient"])
        case .abort:
            try send("Fetch.failRequest", ["requestId": requestID, "errorReason": "Aborted"])
        }
    }

    /// Sends a command and returns its id without waiting for the answer
    /// (answers to requests are sent so: waiting there would nest inside
    /// another command's wait).
    @discardableResult
    private func send(_ method: String, _ params: [String: Any], onPage: Bool = true) throws(HTMLSnapshotError) -> Int {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if onPage, let sessionID { message["sessionId"] = sessionID }
        try browser.send(try Self.encode(message))
        return id
    }

    private static func encode(_ message: [String: Any]) throws(HTMLSnapshotError) -> Data {
        do {
            return try JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
        } catch {
            throw .browserFailed("cannot encode a DevTools command")
        }
    }
}
