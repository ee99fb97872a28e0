import IntentKit

/// Option numbers as a person types them for a question with options ("2", "1, 3"): the one
/// reading the terminal's prompt and `--answer` share.
enum OptionNumbers {
    /// Why typed numbers are not an answer.
    struct OutOfRange: Error {
        let message: String
    }

    /// The answer that `text` gives `request` when it is option numbers (from 1, separated by
    /// commas): each option once, in the order first typed (`2,2,1` picks 2 then 1); `nil` when
    /// `text` is not a list of numbers (then it is a title or a value). A number with no option
    /// is refused, never passed on as another option (for a value question, whose options are
    /// suggestions, it is the value typed).
    static func answer(_ text: String, for request: PromptRequest) throws(OutOfRange) -> PromptAnswer? {
        let numbers = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return nil }
        let count = request.options.count
        if let wrong = numbers.lazy.compactMap({ $0 }).first(where: { !(1...count).contains($0) }) {
            // A question for a value, whose options are only suggestions, takes it as the value.
            if request.kind == .value { return nil }
            throw OutOfRange(
                message: count == 1
                    ? "there is no option \(wrong): the only one is 1"
                    : "there is no option \(wrong): the options are 1 to \(count)")
        }
        var seen = Set<Int>()
        let indices = numbers.compactMap { $0.map { $0 - 1 } }.filter { seen.insert($0).inserted }
        guard request.allowsMultiple else {
            guard indices.count == 1 else { throw OutOfRange(message: "one option is asked for, not \(indices.count)") }
            return .option(indices[0])
        }
        return .options(indices)
    }
}
