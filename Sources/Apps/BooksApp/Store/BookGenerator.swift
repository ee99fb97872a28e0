import Foundation
import GRDB

/// Fills a library with generated books for benchmarks: up to a million, deterministic (a
/// fixed-seed generator), inserted in large transactions with the search index rebuilt once.
struct BookGenerator {
    let count: Int

    static let adjectives = [
        "Silent", "Burning", "Hidden", "Golden", "Broken", "Northern", "Endless", "Crimson", "Quiet", "Lost",
        "Wandering", "Last", "Hollow", "Bright", "Distant", "Secret", "Winter", "Iron", "Velvet", "Salt",
    ]
    static let nouns = [
        "River", "Garden", "Empire", "Harbor", "Mirror", "Forest", "Tower", "Orchard", "Kingdom", "Letter",
        "Lantern", "Island", "Voyage", "Memory", "Machine", "Season", "Cathedral", "Archive", "Storm", "Promise",
    ]
    static let extras = [
        "of Ash", "at Dawn", "and the Sea", "in Autumn", "of the Moon", "Beneath", "Returns", "of Glass",
        "for Tomorrow", "under Stars", "of Love", "in Ruins", "", "", "", "",
    ]
    static let firstNames = [
        "Ada", "Bruno", "Chiara", "Dmitri", "Elena", "Farah", "Gustav", "Hana", "Idris", "Jun", "Kasia", "Luca",
        "Mei", "Nadia", "Omar", "Priya", "Quentin", "Rosa", "Sven", "Tomás", "Uma", "Viktor", "Wen", "Yara",
    ]
    static let lastNames = [
        "Abara", "Berg", "Castillo", "Dahl", "Eriksen", "Fontaine", "Greco", "Haddad", "Ivanova", "Jensen",
        "Kowalski", "Lindqvist", "Moreau", "Nakamura", "Okafor", "Petrov", "Quinn", "Rossi", "Sato", "Tanaka",
    ]

    /// A splitmix64 generator: the same numbers on every machine and run.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    /// Titles and authors are folded as the app stores them (``BookRecord`` does it), so Find
    /// and search behave on a generated library as on a person's.
    func fill(_ store: BooksStore, progress: (Int) -> Void) throws {
        var random = Random(state: 2026)
        let shelves: [Shelf] = [.read, .read, .read, .wantToRead, .currentlyReading]
        let start = BooksSeed.date("1850-01-01").timeIntervalSince1970
        let span = BooksSeed.date("2024-12-31").timeIntervalSince1970 - start
        let batch = 20_000
        var made = 0
        while made < count {
            let upTo = min(count, made + batch)
            try store.database.pool.write { db in
                // The search index is rebuilt once at the end: cheaper than a trigger per row.
                try db.execute(sql: "DROP TRIGGER IF EXISTS book_search_insert")
                for index in made..<upTo {
                    var title = "\(Self.adjectives[random.below(20)]) \(Self.nouns[random.below(20)])"
                    let extra = Self.extras[random.below(Self.extras.count)]
                    if !extra.isEmpty { title += " \(extra)" }
                    if random.below(4) == 0 { title = "The " + title }
                    let author =
                        "\(Self.firstNames[random.below(Self.firstNames.count)]) \(Self.lastNames[random.below(Self.lastNames.count)])"
                    let published = Date(timeIntervalSince1970: start + Double(random.below(Int(span))))
                    let shelf = shelves[random.below(shelves.count)]
                    let read: Date? =
                        shelf == .read
                        ? Date(
                            timeIntervalSince1970: max(published.timeIntervalSince1970, 1_000_000_000)
                                + Double(random.below(600_000_000))) : nil
                    var record = BookRecord(
                        id: nil, uuid: String(format: "%08X-0000-4000-8000-%012d", index >> 16, index), title: title,
                        author: author,
                        datePublished: published, dateRead: read, shelf: shelf.rawValue,
                        pageCount: 80 + random.below(900),
                        rating: shelf == .read ? 1 + random.below(5) : nil, recommendedBy: nil)
                    try record.insert(db)
                }
            }
            made = upTo
            progress(made)
        }
        try store.database.pool.write { db in
            try db.execute(sql: "INSERT INTO book_search(book_search) VALUES ('rebuild')")
            try db.execute(sql: BooksStore.searchInsertTrigger)
            try db.execute(sql: "ANALYZE")
        }
    }
}
