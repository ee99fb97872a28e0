import Foundation

extension BuiltInRegistry {
    /// The built-in actions, each declared in its own file in `BuiltIns/Actions/`. Adding an
    /// action is adding its file and its line here.
    package static let standard = BuiltInRegistry([
        .if, .repeat, .repeatEach, .menu,
        .setVariable, .addToVariable, .getVariable,
        .getItem, .count,
        .replaceText, .matchText, .getMatchGroup, .changeCase, .trimWhitespace, .getText,
        .dictionary, .getDictionaryValue, .setDictionaryValue, .getDictionaryFromInput, .makeJSON,
        .calculate, .calculateExpression, .roundNumber, .randomNumber, .formatNumber, .calculateStatistics,
        .adjustDate, .formatDate, .getTimeBetweenDates, .getDatesFromInput,
        .list, .filterList, .sortList,
        .getContentsOfURL, .openURL, .copyToClipboard, .getClipboard, .showNotification, .getDeviceDetails,
        .askForInput, .chooseFromList, .showAlert, .runShortcut, .runShellScript, .comment, .wait, .stop,
        .useModel, .appleAction,
    ])

    /// Every standard built-in action, in the order the action library lists them.
    package static var all: [BuiltInDescriptor] { standard.descriptors }

    /// The standard descriptor of the action a file names `id`.
    package static func descriptor(_ id: BuiltInID) -> BuiltInDescriptor? { standard.descriptor(id) }
}

extension BuiltInCall {
    /// A call of the standard built-in action `id` with `arguments` by slot.
    package init(_ id: BuiltInID, _ arguments: [SlotID: BuiltInArgument] = [:]) {
        self.init(id, arguments, in: .standard)
    }
}

// Reading with the standard actions, as every host does.

extension DocumentDecoder {
    /// Reads a document from text; `file` is used in error messages.
    package static func decode(_ text: String, file: String? = nil) throws(DocumentError) -> ShortcutDocument {
        try decode(text, file: file, builtIns: .standard)
    }

    /// Reads a document from a file.
    package static func decode(contentsOf url: URL) throws(DocumentError) -> ShortcutDocument {
        try decode(contentsOf: url, builtIns: .standard)
    }

    /// Reads a document from the bytes of a file; bytes that are not UTF-8 are an error that
    /// names their line and column.
    package static func decode(_ data: Data, file: String? = nil) throws(DocumentError) -> ShortcutDocument {
        try decode(data, file: file, builtIns: .standard)
    }
}

extension Library {
    /// The library in `folder`, read with the standard actions.
    package init(folder: URL) { self.init(folder: folder, builtIns: .standard) }
}

extension Library.Entry {
    /// Reads the file at `url` with the standard actions.
    package init(reading url: URL) { self.init(reading: url, builtIns: .standard) }
}
