import IntentKit

extension BuiltInDescriptor {
    /// Make JSON: any value as JSON text (the reverse of Get Dictionary from Input). Shortcuts
    /// has no one action for it (a dictionary given to a text parameter becomes JSON there too);
    /// this names it so it can be found by searching "json".
    static let makeJSON = BuiltInDescriptor(
        id: "makeJSON", title: "Make JSON",
        summary: "Turns a dictionary, a list or any value into JSON text.",
        keywords: ["json", "encode", "serialize", "stringify", "text", "export"], category: "Dictionaries",
        icon: "doc.text",
        members: [
            BuiltInMember("input", "Input", .value(nil)),
            BuiltInMember(
                "layout", "Layout",
                .choice([BuiltInChoice("indented", "Indented"), BuiltInChoice("compact", "One Line")])
            ),
        ],
        listing: "Make [Layout] JSON from [Input]", outputName: "JSON", takesPreviousOutput: true,
        make: { input in
            .builtIn(BuiltInCall("makeJSON", ["input": .value(input ?? .text([])), "layout": .choice("indented")]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Make "), .slot("layout"), .text(" JSON from "), .slot("input")],
            outputType: { _, _ in .string },
            run: { call, execution, ref in
                let input = try await execution.value("input", of: call, expected: nil, ref)
                return call.choice("layout") == "compact" ? JSONView.compactText(of: input) : JSONView.text(of: input)
            }))
}
