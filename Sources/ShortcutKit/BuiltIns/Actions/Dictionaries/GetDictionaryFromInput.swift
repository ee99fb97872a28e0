import IntentKit

extension BuiltInDescriptor {
    /// Get Dictionary from Input: JSON text read as a dictionary (an array as a list of values).
    /// A dictionary given to it comes out as it is. Bad JSON is a run error naming the action,
    /// the parameter and where in the text reading stopped.
    static let getDictionaryFromInput = BuiltInDescriptor(
        id: "getDictionaryFromInput", title: "Get Dictionary from Input",
        summary: "Reads JSON text as a dictionary.",
        keywords: ["json", "parse", "decode", "api", "response"], category: "Dictionaries", icon: "book.closed",
        members: [BuiltInMember("input", "Input", .value(nil))],
        listing: "Get dictionary from [Input]", outputName: "Dictionary", takesPreviousOutput: true,
        make: { input in .builtIn(BuiltInCall("getDictionaryFromInput", ["input": .value(input ?? .text([]))])) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Get dictionary from "), .slot("input")],
            outputType: { _, _ in .dictionary },
            run: { call, execution, ref in
                guard let input = try await execution.value("input", of: call, expected: nil, ref) else {
                    throw RunError(.invalidValue, action: ref, parameter: "input", "has no value; JSON text is needed")
                }
                if let dictionary = input as? DictionaryValue { return dictionary }
                let text = ValueText.text(of: input)
                let parsed: any Sendable
                do throws(JSONView.ParseError) { parsed = try JSONView.parse(text) } catch {
                    throw RunError(.invalidValue, action: ref, parameter: "input", "is not JSON: \(error.message)")
                }
                guard parsed is DictionaryValue || IntentValueConversion.elements(of: parsed) != nil else {
                    throw RunError(
                        .invalidValue, action: ref, parameter: "input",
                        "is JSON of \(JSONView.kindName(of: parsed)), not of a dictionary or a list")
                }
                return parsed
            }))
}
