import Foundation
import IntentKit

extension BuiltInDescriptor {
    /// Get Contents of URL: an HTTP request (method, headers, query, a JSON, form, text or file
    /// body, timeout, redirects). Its output is the response's body, as text, as JSON (a
    /// dictionary or a list) or saved to a file; its Status Code and Headers are properties of
    /// the output. A 4xx or 5xx answer fails the action with the status and the start of the
    /// body, unless Continue on Failure is on. See docs/architecture/network-actions.md.
    static let getContentsOfURL = BuiltInDescriptor(
        id: "getContentsOfURL", title: "Get Contents of URL",
        summary: "Sends an HTTP request and outputs the response's body; its status code and headers too.",
        keywords: ["http", "https", "web", "api", "rest", "download", "fetch", "request", "post", "json", "curl"],
        category: "Web", icon: "globe",
        members: [
            BuiltInMember("url", "URL", .value(.url)),
            BuiltInMember(
                "method", "Method", .choice(URLContents.methods.map { BuiltInChoice($0, $0) }), optional: true),
            BuiltInMember("headers", "Headers", .value(.dictionary), optional: true),
            BuiltInMember("query", "Query", .value(.dictionary), optional: true),
            BuiltInMember(
                "bodyType", "Request Body",
                .choice([
                    BuiltInChoice("json", "JSON"), BuiltInChoice("form", "Form"), BuiltInChoice("text", "Text"),
                    BuiltInChoice("file", "File"),
                ]), optional: true),
            BuiltInMember("body", "Body", .value(nil), optional: true),
            BuiltInMember("timeout", "Timeout", .value(.double), optional: true),
            BuiltInMember("followRedirects", "Follow Redirects", .value(.boolean), optional: true),
            BuiltInMember(
                "outputAs", "Output As",
                .choice([
                    BuiltInChoice("text", "Text"), BuiltInChoice("json", "JSON"), BuiltInChoice("file", "File"),
                ]), optional: true),
            BuiltInMember("path", "Save To", .value(.string), optional: true),
            BuiltInMember("continueOnFailure", "Continue on Failure", .value(.boolean), optional: true),
        ],
        listing: "Get contents of [URL]", outputName: "Contents of URL", takesPreviousOutput: true,
        effects: .network,
        make: { input in
            .builtIn(BuiltInCall("getContentsOfURL", ["url": .value(input ?? .text([.literal("https://")]))]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Get contents of "), .slot("url"),
                .whenSet("method", [.text(" with "), .slot("method")]),
                .whenSet("outputAs", [.text(" as "), .slot("outputAs")]),
                .more("headers"), .more("query"), .more("bodyType"), .more("body"), .more("timeout"),
                .more("followRedirects"), .more("path"), .more("continueOnFailure"),
            ],
            outputType: { call, _ in
                switch call.choice("outputAs") {
                case "json": .dictionary
                case "file": .url
                default: .string
                }
            },
            check: { call, checks in
                let method = call.choice("method") ?? "GET"
                if call.choice("bodyType") != nil, call.value("body") == nil {
                    checks.error("body", "needs the body to send")
                }
                if call.value("body") != nil, call.choice("bodyType") == nil {
                    checks.error("bodyType", "needs the kind of body: json, form, text or file")
                }
                if call.value("body") != nil, method == "GET" || method == "HEAD" {
                    checks.error("body", "a \(method) request has no body; choose POST, PUT or PATCH")
                }
                if call.choice("outputAs") == "file", call.value("path") == nil {
                    checks.error("path", "needs the file to save the response to")
                }
                if case .number(let seconds)? = call.value("timeout"), let problem = URLContents.timeoutProblem(seconds)
                {
                    checks.error("timeout", problem)
                }
            },
            outputProperties: [
                BuiltInOutputProperty("statusCode", "Status Code", .integer),
                BuiltInOutputProperty("headers", "Headers", .dictionary),
            ],
            // A file sent as the body is read, a response saved to a file is written.
            effects: { call, _ in
                call.choice("bodyType") == "file" || call.choice("outputAs") == "file" ? .files : []
            },
            run: { call, execution, ref in
                try await execution.getContentsOfURL(call, ref)
            }))
}
