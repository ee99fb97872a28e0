import Foundation
import IntentKit
import ShortcutModel

// Get Contents of URL's run: the members' values into a request, the response into the output.
extension Execution {
    package func getContentsOfURL(_ call: BuiltInCall, _ ref: ActionReference) async throws(RunError) -> BuiltInOutput {
        let request: HTTPRequest
        do { request = try await urlRequest(call, ref) } catch let problem as URLContents.Problem {
            throw RunError(.invalidValue, action: ref, parameter: problem.slot.rawValue, problem.message)
        } catch let error as RunError {
            throw error
        } catch {
            throw RunError(.actionFailed, action: ref, "\(error)")
        }
        // An error answer is the output, not a failure, when the action goes on after failing:
        // its `onError` (or the member older files have, which the reader turns into it).
        let continues =
            try await value("continueOnFailure", of: call, expected: .boolean, ref) as? Bool ?? continuesOnFailure
        let response: HTTPResponse
        do { response = try await HTTPClient.send(request) } catch {
            throw Self.runError(error, request, ref)
        }
        if response.status >= 400, !continues {
            response.discardSavedBody()
            throw RunError(.actionFailed, action: ref, URLContents.statusMessage(response))
        }
        let properties: [String: any Sendable] = [
            "statusCode": response.status, "headers": URLContents.headers(of: response),
        ]
        return BuiltInOutput(value: try await output(of: response, call, ref), properties: properties)
    }

    /// Why the request got no response, as the action's error.
    private static func runError(_ failure: HTTPFailure, _ request: HTTPRequest, _ ref: ActionReference) -> RunError {
        let host = request.url.host ?? request.url.absoluteString
        switch failure {
        case .cancelled: return RunError(.cancelled, action: ref, "the run was cancelled")
        case .timedOut(let seconds):
            return RunError(
                .actionFailed, action: ref,
                "\(host) did not answer within \(IntentValueText.title(of: seconds)) seconds (the timeout)")
        case .tooLarge(let limit):
            return RunError(
                .actionFailed, action: ref,
                "the response from \(host) is larger than \(limit >> 20) MiB, the most kept in memory (save it with Output As: File)"
            )
        case .redirectRefused(let message): return RunError(.actionFailed, action: ref, "\(host): \(message)")
        case .cannotSave(let message): return RunError(.actionFailed, action: ref, parameter: "path", message)
        case .transport(let message): return RunError(.actionFailed, action: ref, "\(host): \(message)")
        }
    }
    private func urlRequest(_ call: BuiltInCall, _ ref: ActionReference) async throws -> HTTPRequest {
        let given = try await value("url", of: call, expected: nil, ref)
        let address = (given as? URL)?.absoluteString ?? ValueText.text(of: given)
        let query = try await dictionary("query", of: call, ref)
        var request = HTTPRequest(url: try URLContents.url(address, query: query))
        request.method = call.choice("method") ?? "GET"
        if let headers = try await dictionary("headers", of: call, ref) {
            // A header that holds a secret is marked so that it does not follow a redirect elsewhere.
            let redactor = SecretResolver.current?.redactor
            request.headers = URLContents.pairs(of: headers).map { name, value in
                HTTPHeader(name: name, value: value, carriesSecret: redactor.map { $0.redact(value) != value } ?? false)
            }
        }
        if let kind = call.choice("bodyType") {
            let body = try await value("body", of: call, expected: nil, ref)
            let (data, contentType) = try URLContents.body(kind, body)
            request.body = data
            if !request.headers.contains(where: { $0.name.lowercased() == "content-type" }) {
                request.headers.append(HTTPHeader(name: "Content-Type", value: contentType))
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
        if call.choice("outputAs") == "file" {
            let path = try await text("path", of: call, ref)
            guard !path.isEmpty else {
                throw RunError(.invalidValue, action: ref, parameter: "path", "needs the file to save the response to")
            }
            request.destination = .file(URL(fileURLWithPath: (path as NSString).expandingTildeInPath))
        }
        return request
    }

    private func output(of response: HTTPResponse, _ call: BuiltInCall, _ ref: ActionReference)
        async throws(RunError) -> (any Sendable)?
    {
        let text = HTTPCharset.text(of: response.body, contentType: response.header("content-type"))
        switch call.choice("outputAs") {
        case "json":
            do { return try JSONView.parse(text) } catch {
                throw RunError(
                    .actionFailed, action: ref, parameter: "outputAs", "the response is not JSON: \(error.message)")
            }
        case "file":
            // The body is already in a temporary file beside its destination: it takes the
            // destination's place in one step.
            do { try response.keepSavedBody() } catch let failure as HTTPFailure {
                if case .cannotSave(let reason) = failure, let url = response.destination {
                    throw RunError(
                        .actionFailed, action: ref, parameter: "path",
                        "'\(quoted(url.path))' cannot be written: \(reason)")
                }
                throw RunError(.actionFailed, action: ref, parameter: "path", "\(failure)")
            } catch {
                throw RunError(.actionFailed, action: ref, parameter: "path", "\(error)")
            }
            return response.destination
        default:
            return text
        }
    }
}

extension URLContents {
    /// Why a timeout is not one, `nil` when it is (more than 0, at most an hour).
    package static func timeoutProblem(_ seconds: Double) -> String? {
        guard seconds.isFinite, seconds > 0, seconds <= HTTPClient.maximumTimeout else {
            return "must be a number of seconds above 0 and at most \(Int(HTTPClient.maximumTimeout))"
        }
        return nil
    }
}
