import IntentKit

/// What can go wrong in the Books app, in words a reader can act on.
enum BooksError: Error, CustomLocalizedStringResourceConvertible {
    case notFound(title: String)
    case alreadyInLibrary(title: String, author: String)
    case bookGone

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .notFound(let title): "No published book is titled “\(title)”."
        case .alreadyInLibrary(let title, let author): "\(title) by \(author) is already in your library."
        case .bookGone: "The book is no longer in your library."
        }
    }
}
