import IntentKit

/// What Write Text File does when the file already exists.
enum WriteMode: String, AppEnum {
    case overwrite, append, createNew

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Write Mode"
    static let caseDisplayRepresentations: [WriteMode: DisplayRepresentation] = [
        .overwrite: DisplayRepresentation(title: "Overwrite", subtitle: "Replace the file's text"),
        .append: DisplayRepresentation(title: "Append", subtitle: "Add to the end of the file"),
        .createNew: DisplayRepresentation(title: "Create New", subtitle: "Only write a file that does not exist yet"),
    ]
}
