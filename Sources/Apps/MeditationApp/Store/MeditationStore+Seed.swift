import Foundation
import GRDB

extension MeditationStore {
    /// The sessions a new database starts with, oldest first.
    private static let seedSessions: [(name: String, duration: Int, category: SessionCategory)] = [
        ("Calm", 10, .calm),
        ("Focus", 15, .focus),
        ("Sleep", 20, .sleep),
        ("Body Scan", 25, .relaxation),
        ("Breathing Space", 3, .breathing),
        ("Morning Energy", 7, .energy),
        ("Loving Kindness", 12, .compassion),
        ("Stress Relief", 10, .relaxation),
        ("Deep Sleep", 45, .sleep),
        ("Box Breathing", 5, .breathing),
        ("Walking Meditation", 20, .focus),
        ("Gratitude", 8, .compassion),
    ]

    /// The seeded session ids: fixed, so a shortcut saved against one database finds the same
    /// session in every new database.
    static func seedID(_ index: Int) -> UUID {
        UUID(uuidString: String(format: "6D3A5E10-0000-4000-8000-%012d", index + 1))!
    }

    /// Fills a new database with the sessions above, a day apart. Does nothing when sessions
    /// already exist, so reopening never duplicates them; every value is fixed.
    static func seedIfEmpty(_ db: Database) throws {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM session)") == false else { return }
        let start = Date(timeIntervalSince1970: 1_704_067_200)
        for (index, seed) in seedSessions.enumerated() {
            try SessionRecord(
                id: seedID(index).uuidString, name: seed.name, duration: seed.duration,
                category: seed.category.rawValue, createdAt: start.addingTimeInterval(Double(index) * 86_400)
            ).insert(db)
        }
    }
}
