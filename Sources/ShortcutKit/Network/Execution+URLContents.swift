import Foundation
import IntentKit

// Get Contents of URL's run: the members' values into a request, the response into the output.
extension Execution {
    func getContentsOfURL(_ call: BuiltInCall, _ ref: ActionReference) async throws(RunError) -> BuiltInOutput {
        let request: HTTPRequest
        do { request = try await urlRequest(call, ref) } catch let problem as URLContents.Problem {
            throw RunError(.invalidValue, action: ref, parameter: problem.slot.rawValue, problem.message)
        } catch let error as RunError {
            throw error
        } catch {
            throw RunError(.actionFailed, action: ref, "\(error)")
        }
        let response: HTTPResponse
        do { response = try await HTTPClient.send(request) } catch {
            let host = request.url.host ?? request.url.absoluteString
            switch error {
            case .cancelled: throw RunError(.cancelled, action: ref, "the run was cancelled")
            case .timedOut(let seconds):
                throw RunError(
                    .actionFailed, action: ref,
                    "\(host) did not answer within \(IntentValueText.title(of: seconds)) seconds (the timeout)")
            case .tooLarge(let bytes):
                throw RunError(
                    .actionFailed, action: ref,
                    "the response from \(host) is \(bytes) bytes; at most 64 MiB is kept (save it with Output As: File)"
                )
            case .transport(let message):
                throw RunError(.actionFailed, action: ref, "\(host): \(message)")
            }
        }
        let continues = try await value("continueOnFailure", of: call, expected: .boolean, ref) as? Bool ?? false
        if response.status >= 400, !continues {
            throw RunError(.actionFailed, action: ref, URLContents.statusMessage(response))
        }
        let properties: [String: any Sendable] = [
            "statusCode": response.status, "headers": URLContents.headers(of: response),
        ]
        return BuiltInOutput(value: try await output(of: response, call, ref), properties: properties)
    }

    private func urlRequest(_ call: BuiltInCall, _ ref: ActionReference) async throws -> HTTPRequest {
        let given = try await value("url", of: call, expected: nil, ref)
        let text = (given as? URL)?.absoluteString ?? ValueText.text(of: given)
        let query = try await dictionary("query", of: call, ref)
        var request = HTTPRequest(url: try URLContents.url(text, query: query))
        request.method = call.choice("method") ?? "GET"
        if let headers = try await dictionary("headers", of: call, ref) {
            request.headers = URLContents.pairs(of: headers).map { (name: $0.0, value: $0.1) }
        }
        if let kind = call.choice("bodyType") {
            let body = try await value("body", of: call, expected: nil, ref)
            let (data, contentType) = try URLContents.body(kind, body)
            request.body = data
            if !request.headers.contains(where: { $0.name.lowercased() == "content-type" }) {
                request.headers.append((name: "Content-Type", value: contentType))
            }
        }
        if call.value("timeout") != nil {
            let seconds = try await number("timeout", of: call, ref)
            if let problem = URLContents.timeoutProblem(seconds) {
                throw URLContents.Problem(slot: "timeout", message: problem)
            }
            request.timeout = seconds
        }
        request.followsRedirects =
            try await value("followRedirects", of: call, expected: .boolean, ref) as? Bool ?? true
        return request
    }

    private func output(of response: HTTPResponse, _ call: BuiltInCall, _ ref: ActionReference)
        async throws(RunError) -> (any Sendable)?
    {
        switch call.choice("outputAs") {
        case "json":
            let text = String(decoding: response.body, as: UTF8.self)
            do { return try JSONView.parse(text) } catch {
                throw RunError(
                    .actionFailed, action: ref, parameter: "outputAs", "the response is not JSON: \(error.message)")
            }
        case "file":
            let path = try await text("path", of: call, ref)
            guard !path.isEmpty else {
                throw RunError(.invalidValue, action: ref, parameter: "path", "needs the file to save the response to")
            }
            let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
            do { try response.body.write(to: url, options: .atomic) } catch {
                throw RunError(
                    .actionFailed, action: ref, parameter: "path", "'\(quoted(url.path))' cannot be written: \(error)")
            }
            return url
        default:
            return String(decoding: response.body, as: UTF8.self)
        }
    }
}

extension URLContents {
    /// Why a timeout is not one, `nil` when it is (more than 0, at most an hour).
    static func timeoutProblem(_ seconds: Double) -> String? {
        guard seconds.isFinite, seconds > 0, seconds <= HTTPClient.maximumTimeout else {
            return "must be a number of seconds above 0 and at most \(Int(HTTPClient.maximumTimeout))"
        }
        return nil
    }
}
