import Foundation
import ShortcutModel
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One data task's response and body as they arrive: the body is counted while it streams, so a
/// body over the memory limit stops the transfer at the limit (memory stays bounded, whatever the
/// server sends), and a body bound for a file is written chunk by chunk to a temporary file
/// beside it.
final class HTTPTransfer: NSObject, URLSessionDataDelegate, Sendable {
    /// How much of a body saved to a file is also kept in memory, for an error message to quote.
    static let headBytes = 4096

    private struct State {
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
        var response: HTTPURLResponse?
        var body = Data()
        var discardsBody = false
        var file: FileHandle?
        var fileURL: URL?
        var failure: HTTPFailure?
    }

    private let state = Mutex(State())
    private let destination: HTTPBodyDestination
    private let memoryLimit: Int
    private let isFollowedRedirect: @Sendable (_ status: Int, _ hasLocation: Bool) -> Bool
    private let onBody: (@Sendable (Int, Data) -> Void)?

    init(
        destination: HTTPBodyDestination, memoryLimit: Int, onBody: (@Sendable (Int, Data) -> Void)? = nil,
        isFollowedRedirect: @escaping @Sendable (Int, Bool) -> Bool
    ) {
        self.destination = destination
        self.memoryLimit = memoryLimit
        self.onBody = onBody
        self.isFollowedRedirect = isFollowedRedirect
    }

    /// Runs `task` to its end. Cancelling the calling task cancels it.
    func run(_ task: URLSessionDataTask) async throws -> HTTPResponse {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                state.withLock { $0.continuation = continuation }
                if Task.isCancelled { task.cancel() }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    // MARK: The session's delegate

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let http = response as? HTTPURLResponse else {
            fail(.transport("the answer is not HTTP"), dataTask)
            completionHandler(.cancel)
            return
        }
        let redirect = isFollowedRedirect(http.statusCode, http.value(forHTTPHeaderField: "Location") != nil)
        var problem: HTTPFailure?
        state.withLock { state in
            state.response = http
            state.discardsBody = redirect
            guard !redirect else { return }
            switch destination {
            case .memory:
                if http.expectedContentLength > Int64(memoryLimit) { problem = .tooLarge(limit: memoryLimit) }
            case .file(let target):
                let temporary = target.deletingLastPathComponent()
                    .appendingPathComponent(".\(target.lastPathComponent).download-\(UUID().uuidString.prefix(8))")
                let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                guard descriptor >= 0 else {
                    problem = .cannotSave(
                        "'\(quoted(target.path))' cannot be written: \(String(cString: strerror(errno)))")
                    return
                }
                state.file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
                state.fileURL = temporary
            }
        }
        if let problem {
            fail(problem, dataTask)
            completionHandler(.cancel)
        } else {
            completionHandler(.allow)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        var told: Int?
        let problem: HTTPFailure? = state.withLock { state in
            guard state.failure == nil else { return nil }
            // A redirect that is followed: its own body is nobody's.
            if state.discardsBody { return nil }
            if let file = state.file {
                if state.body.count < Self.headBytes {
                    state.body.append(data.prefix(Self.headBytes - state.body.count))
                }
                do { try file.write(contentsOf: data) } catch {
                    return .cannotSave("'\(quoted(destinationPath))' cannot be written: \(Self.reason(error))")
                }
                return nil
            }
            guard state.body.count + data.count <= memoryLimit else { return .tooLarge(limit: memoryLimit) }
            state.body.append(data)
            told = state.response?.statusCode
            return nil
        }
        if let problem { fail(problem, dataTask) }
        // Outside the lock: the listener may take its time.
        if let told, let onBody { onBody(told, data) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, result) = state.withLock {
            state -> (CheckedContinuation<HTTPResponse, any Error>?, Result<HTTPResponse, any Error>) in
            defer { state.continuation = nil }
            var closeFailure: String?
            if let file = state.file {
                do { try file.close() } catch { closeFailure = Self.reason(error) }
                state.file = nil
            }
            let failure: (any Error)? =
                state.failure ?? error
                ?? closeFailure.map { HTTPFailure.cannotSave("'\(quoted(destinationPath))' cannot be written: \($0)") }
            if let failure {
                if let temporary = state.fileURL { unlink(temporary.path) }
                return (state.continuation, .failure(failure))
            }
            guard let http = state.response else {
                return (state.continuation, .failure(HTTPFailure.transport("the answer is not HTTP")))
            }
            let headers = http.allHeaderFields.compactMap { name, value -> (name: String, value: String)? in
                guard let name = name as? String else { return nil }
                return (name.lowercased(), "\(value)")
            }.sorted { $0.name < $1.name }
            var destination: URL?
            if case .file(let target) = self.destination, state.fileURL != nil { destination = target }
            return (
                state.continuation,
                .success(
                    HTTPResponse(
                        status: http.statusCode, headers: headers, body: state.body, savedBody: state.fileURL,
                        destination: destination))
            )
        }
        continuation?.resume(with: result)
    }

    // MARK: Helpers

    /// Stops the transfer for `failure` (the first one wins).
    private func fail(_ failure: HTTPFailure, _ task: URLSessionTask) {
        state.withLock { state in
            if state.failure == nil { state.failure = failure }
        }
        task.cancel()
    }

    private var destinationPath: String {
        if case .file(let target) = destination { return target.path }
        return ""
    }

    private static func reason(_ error: any Error) -> String {
        if let posix = (error as NSError?), posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        return error.localizedDescription
    }
}
