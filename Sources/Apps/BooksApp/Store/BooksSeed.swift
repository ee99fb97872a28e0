import Foundation
import GRDB

/// The library a new person starts with, and the catalogue of published books AddBook
/// searches. Identifiers and publication dates are fixed so examples and tests can name them;
/// the read dates move with the day the library is made (``readYearShift(today:)``).
package enum BooksSeed {
    /// (title, author, published year-month-day, shelf, read date or nil, pages, rating)
    static let library: [(String, String, String, Shelf, String?, Int, Int?)] = [
        ("Dune", "Frank Herbert", "1965-08-01", .read, "2020-03-04", 412, 5),
        ("The Left Hand of Darkness", "Ursula K. Le Guin", "1969-03-01", .read, "2021-06-10", 304, 5),
        ("The Dispossessed", "Ursula K. Le Guin", "1974-05-01", .currentlyReading, nil, 387, nil),
        ("Neuromancer", "William Gibson", "1984-07-01", .read, "2019-01-20", 271, 4),
        ("Kindred", "Octavia E. Butler", "1979-06-01", .read, "2022-02-14", 264, 5),
        ("Parable of the Sower", "Octavia E. Butler", "1993-10-01", .wantToRead, nil, 345, nil),
        ("The Name of the Rose", "Umberto Eco", "1980-09-01", .read, "2018-11-02", 536, 4),
        ("One Hundred Years of Solitude", "Gabriel García Márquez", "1967-05-30", .read, "2017-07-15", 417, 5),
        ("Beloved", "Toni Morrison", "1987-09-02", .read, "2020-09-09", 324, 5),
        ("The Remains of the Day", "Kazuo Ishiguro", "1989-05-01", .read, "2021-01-03", 258, 4),
        ("Never Let Me Go", "Kazuo Ishiguro", "2005-02-03", .wantToRead, nil, 288, nil),
        ("The Road", "Cormac McCarthy", "2006-09-26", .read, "2019-08-30", 287, 4),
        ("Pride and Prejudice", "Jane Austen", "1813-01-28", .read, "2016-05-21", 432, 5),
        ("Emma", "Jane Austen", "1815-12-23", .wantToRead, nil, 474, nil),
        ("Frankenstein", "Mary Shelley", "1818-01-01", .read, "2015-10-31", 280, 4),
        ("Middlemarch", "George Eliot", "1871-12-01", .currentlyReading, nil, 880, nil),
        ("The Hobbit", "J. R. R. Tolkien", "1937-09-21", .read, "2014-12-24", 310, 5),
        ("Foundation", "Isaac Asimov", "1951-06-01", .read, "2018-02-11", 255, 4),
        ("Solaris", "Stanisław Lem", "1961-01-01", .wantToRead, nil, 204, nil),
        ("The Master and Margarita", "Mikhail Bulgakov", "1967-01-01", .read, "2022-08-19", 384, 5),
        ("Things Fall Apart", "Chinua Achebe", "1958-06-17", .read, "2020-12-05", 209, 4),
        ("The Wind-Up Bird Chronicle", "Haruki Murakami", "1994-04-12", .wantToRead, nil, 607, nil),
        ("Station Eleven", "Emily St. John Mandel", "2014-09-09", .read, "2023-03-12", 333, 4),
        ("The Fifth Season", "N. K. Jemisin", "2015-08-04", .currentlyReading, nil, 468, nil),
        ("Piranesi", "Susanna Clarke", "2020-09-15", .read, "2023-07-01", 272, 5),
        ("Klara and the Sun", "Kazuo Ishiguro", "2021-03-02", .wantToRead, nil, 303, nil),
        ("The Overstory", "Richard Powers", "2018-04-03", .read, "2022-11-23", 502, 4),
        ("A Wizard of Earthsea", "Ursula K. Le Guin", "1968-11-01", .read, "2015-03-08", 183, 4),
        ("The Book Thief", "Markus Zusak", "2005-09-01", .read, "2016-09-14", 552, 4),
        ("Cloud Atlas", "David Mitchell", "2004-03-01", .wantToRead, nil, 509, nil),
    ]

    /// (title, author, published, pages, price): several titles have more than one author, so
    /// AddBook has something to disambiguate.
    static let catalogue: [(String, String, String, Int, Double)] = [
        ("Emma", "Jane Austen", "1815-12-23", 474, 9.99),
        ("Emma", "Alexander McCall Smith", "2014-11-04", 368, 14.50),
        ("Foundation", "Isaac Asimov", "1951-06-01", 255, 8.99),
        ("Kindred", "Octavia E. Butler", "1979-06-01", 264, 11.00),
        ("Persuasion", "Jane Austen", "1817-12-20", 249, 7.99),
        ("Dracula", "Bram Stoker", "1897-05-26", 418, 6.99),
        ("Beloved", "Toni Morrison", "1987-09-02", 324, 12.99),
        ("The Hours", "Michael Cunningham", "1998-11-01", 230, 13.00),
        ("Atonement", "Ian McEwan", "2001-09-01", 351, 12.00),
        ("Rebecca", "Daphne du Maurier", "1938-08-01", 449, 10.50),
        ("Solaris", "Stanisław Lem", "1961-01-01", 204, 9.50),
        ("Circe", "Madeline Miller", "2018-04-10", 393, 15.99),
        ("The Trial", "Franz Kafka", "1925-04-26", 255, 7.50),
        ("The Stranger", "Albert Camus", "1942-05-19", 123, 8.00),
        ("Gilead", "Marilynne Robinson", "2004-11-04", 247, 13.50),
        ("Hyperion", "Dan Simmons", "1989-05-26", 482, 10.99),
        ("Hyperion", "Friedrich Hölderlin", "1797-04-01", 208, 11.99),
    ]

    /// The fixed identifier of the `index`-th seeded book (0-based).
    static func uuid(_ index: Int) -> String { String(format: "B00C0000-0000-4000-8000-%012d", index + 1) }

    /// How many whole years the sample read dates move forward when a library is made, so that
    /// the latest (Piranesi's, 2023-07-01) falls within the year before `today`: a newcomer's
    /// "books read recently" finds some, whatever the year. Whole years keep each date's month
    /// and day, and the order of the books read.
    package static func readYearShift(today: Date = Date()) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return max(0, calendar.dateComponents([.year], from: date(latestReadDate), to: today).year ?? 0)
    }

    /// The latest read date as written above, before the shift.
    static let latestReadDate = "2023-07-01"

    /// A read date as written above, moved forward `years` years.
    package static func readDate(_ text: String, movedBy years: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(byAdding: .year, value: years, to: date(text))!
    }

    package static func date(_ text: String) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.date(from: text)!
    }

    /// Whether the library has books or a catalogue already (then ``seedIfEmpty(_:)`` would do
    /// nothing). Without counting a table of a million rows.
    static func isSeeded(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM book) OR EXISTS (SELECT 1 FROM catalogue)") ?? false
    }

    static func seedIfEmpty(_ pool: DatabasePool) throws {
        try pool.write { db in
            guard try BookRecord.fetchCount(db) == 0, try CatalogueRecord.fetchCount(db) == 0 else { return }
            let shift = readYearShift()
            for (index, entry) in library.enumerated() {
                var record = BookRecord(
                    id: nil, uuid: uuid(index), title: entry.0, author: entry.1, datePublished: date(entry.2),
                    dateRead: entry.4.map { readDate($0, movedBy: shift) }, shelf: entry.3.rawValue, pageCount: entry.5,
                    rating: entry.6,
                    recommendedBy: index % 7 == 3 ? "Sam" : nil)
                try record.insert(db)
            }
            for entry in catalogue {
                try CatalogueRecord(
                    title: entry.0, author: entry.1, datePublished: date(entry.2), pageCount: entry.3, price: entry.4
                ).insert(db)
            }
        }
    }
}
