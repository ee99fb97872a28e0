import IntentKit

extension BuiltInDescriptor {
    /// Get Group from Matched Text: a capture group of a match of Match Text (group 1 is the
    /// first group, 0 the whole match), or all its groups. Given the list of matches, it gives
    /// that group of each match (All Groups: every group of every match, in order).
    static let getMatchGroup = BuiltInDescriptor(
        id: "getMatchGroup", title: "Get Group from Matched Text",
        summary: "Gets a capture group, or all of them, from the matches of Match Text.",
        keywords: ["regex", "regular expression", "capture", "group", "match", "extract", "submatch"],
        category: "Text", icon: "magnifyingglass",
        members: [
            BuiltInMember("get", "Get", .choice(MatchGroupChoice.options)),
            BuiltInMember("index", "Index", .value(.integer), optional: true),
            BuiltInMember("input", "Matches", .value(nil)),
        ],
        listing: "Get [Group At Index / All Groups] [Index] in [Matches]", outputName: "Group",
        takesPreviousOutput: true,
        make: { input in
            .builtIn(
                BuiltInCall(
                    "getMatchGroup",
                    [
                        "get": .choice(MatchGroupChoice.groupAtIndex), "index": .value(.number(1)),
                        "input": .value(input ?? .text([])),
                    ]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Get "), .slot("get"), .whenSet("index", [.text(" "), .slot("index")]), .text(" in "),
                .slot("input"),
            ],
            outputType: { call, typeOf in
                if call.choice("get") == MatchGroupChoice.allGroups { return .array(.string) }
                if case .array? = call.value("input").flatMap(typeOf) { return .array(.string) }
                return .string
            },
            check: { call, checks in
                if case .number(let index)? = call.value("index"), index < 0 || index != index.rounded() {
                    checks.error(
                        "index", "must be a whole number of at least 0 (1 is the first group, 0 the whole match)")
                }
            },
            run: { call, execution, ref in
                let raw = try await execution.value("input", of: call, expected: nil, ref)
                let items = raw.map { IntentValueConversion.elements(of: $0) ?? [$0] } ?? []
                let matches = items.map { item in
                    item as? TextMatch ?? TextMatch(text: ValueText.text(of: item))
                }
                if call.choice("get") == MatchGroupChoice.allGroups {
                    return matches.flatMap { $0.groups.map { ($0 ?? "") as any Sendable } }
                }
                let index = try await execution.value("index", of: call, expected: .integer, ref) as? Int ?? 1
                var groups: [any Sendable] = []
                for match in matches {
                    guard index >= 0, index <= match.groups.count else {
                        throw RunError(
                            .invalidValue, action: ref, parameter: "index",
                            "there is no group \(index): '\(match.text)' has \(match.groups.count) group\(match.groups.count == 1 ? "" : "s")"
                        )
                    }
                    // A group that took no part in the match gives empty text.
                    groups.append(index == 0 ? match.text : match.groups[index - 1] ?? "")
                }
                if let raw, IntentValueConversion.elements(of: raw) == nil { return groups.first }
                return groups
            }))
}

/// The options of Get Group from Matched Text's Get member.
enum MatchGroupChoice {
    static let groupAtIndex = "groupAtIndex"
    static let allGroups = "allGroups"
    static let options = [BuiltInChoice(groupAtIndex, "Group At Index"), BuiltInChoice(allGroups, "All Groups")]
}
