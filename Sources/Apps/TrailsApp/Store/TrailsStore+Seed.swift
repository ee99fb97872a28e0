import Foundation
import GRDB

extension TrailsStore {
    /// One trail of the data set a new database starts with.
    private struct SeedTrail {
        var name: String
        var region: String
        var distance: Double
        var elevation: Int
        var activities: [Activity]
        var conditions: String
    }

    /// Regions in the order their ids are assigned. "Sierra" and "Mountains" each match several,
    /// which is what Suggest Trails asks people to disambiguate.
    private static let seedRegions = [
        "Big Sur", "Sierra Nevada", "Sierra Madre", "Cascade Range", "Olympic Peninsula",
        "Rocky Mountains", "White Mountains", "Great Smoky Mountains",
    ]

    private static let seedTrails: [SeedTrail] = [
        SeedTrail(
            name: "Pfeiffer Falls", region: "Big Sur", distance: 2.4, elevation: 60, activities: [.hiking],
            conditions: "Dry and clear"),
        SeedTrail(
            name: "McWay Falls Overlook", region: "Big Sur", distance: 0.8, elevation: 15, activities: [.hiking],
            conditions: "Dry and clear"),
        SeedTrail(
            name: "Ewoldsen Trail", region: "Big Sur", distance: 7.2, elevation: 490,
            activities: [.hiking, .trailRunning], conditions: "Foggy mornings"),
        SeedTrail(
            name: "Andrew Molera Loop", region: "Big Sur", distance: 13.0, elevation: 370,
            activities: [.hiking, .trailRunning, .horsebackRiding], conditions: "Muddy after rain"),
        SeedTrail(
            name: "Coastal Bluffs", region: "Big Sur", distance: 3.1, elevation: 40, activities: [.hiking],
            conditions: "Windy on the bluffs"),
        SeedTrail(
            name: "Cascade Falls", region: "Sierra Nevada", distance: 0.8, elevation: 35, activities: [.hiking],
            conditions: "Dry and clear"),
        SeedTrail(
            name: "Rainbow Falls", region: "Sierra Nevada", distance: 4.2, elevation: 120,
            activities: [.hiking, .horsebackRiding], conditions: "Muddy after rain"),
        SeedTrail(
            name: "Granite Ridge", region: "Sierra Nevada", distance: 9.5, elevation: 610,
            activities: [.hiking, .crossCountrySkiing], conditions: "Snow above 2,000 m"),
        SeedTrail(
            name: "Mist Trail", region: "Sierra Nevada", distance: 4.8, elevation: 400, activities: [.hiking],
            conditions: "Slippery near the falls"),
        SeedTrail(
            name: "Mist Falls Trail", region: "Sierra Nevada", distance: 14.5, elevation: 245, activities: [.hiking],
            conditions: "Dry and clear"),
        SeedTrail(
            name: "Half Dome", region: "Sierra Nevada", distance: 26.0, elevation: 1460, activities: [.hiking],
            conditions: "Cables down for the season"),
        SeedTrail(
            name: "Tahoe Flume Trail", region: "Sierra Nevada", distance: 22.5, elevation: 300,
            activities: [.mountainBiking, .hiking], conditions: "Dusty"),
        SeedTrail(
            name: "Mount Wilson Trail", region: "Sierra Madre", distance: 23.0, elevation: 1400,
            activities: [.hiking, .trailRunning], conditions: "Hot and exposed"),
        SeedTrail(
            name: "Chantry Flat Loop", region: "Sierra Madre", distance: 6.4, elevation: 300, activities: [.hiking],
            conditions: "Creek crossings are high"),
        SeedTrail(
            name: "Hermit Falls", region: "Sierra Madre", distance: 4.0, elevation: 180, activities: [.hiking],
            conditions: "Dry and clear"),
        SeedTrail(
            name: "Skyline Trail", region: "Cascade Range", distance: 8.9, elevation: 520,
            activities: [.hiking, .snowshoeing], conditions: "Snow above 1,800 m"),
        SeedTrail(
            name: "Heather Meadows", region: "Cascade Range", distance: 2.0, elevation: 60,
            activities: [.hiking, .snowshoeing, .crossCountrySkiing], conditions: "Packed snow"),
        SeedTrail(
            name: "Lake Serene", region: "Cascade Range", distance: 13.0, elevation: 610, activities: [.hiking],
            conditions: "Muddy after rain"),
        SeedTrail(
            name: "Monitor Ridge", region: "Cascade Range", distance: 16.1, elevation: 1370, activities: [.hiking],
            conditions: "Permit required; ash on the upper slopes"),
        SeedTrail(
            name: "Hoh River Trail", region: "Olympic Peninsula", distance: 28.0, elevation: 200,
            activities: [.hiking, .trailRunning], conditions: "Wet and mossy"),
        SeedTrail(
            name: "Hurricane Hill", region: "Olympic Peninsula", distance: 5.1, elevation: 240, activities: [.hiking],
            conditions: "Clear with strong winds"),
        SeedTrail(
            name: "Sol Duc Falls", region: "Olympic Peninsula", distance: 2.6, elevation: 60, activities: [.hiking],
            conditions: "Dry and clear"),
        SeedTrail(
            name: "Marymere Falls", region: "Olympic Peninsula", distance: 2.9, elevation: 120, activities: [.hiking],
            conditions: "Muddy after rain"),
        SeedTrail(
            name: "Emerald Lake", region: "Rocky Mountains", distance: 5.8, elevation: 185,
            activities: [.hiking, .snowshoeing], conditions: "Icy in the mornings"),
        SeedTrail(
            name: "Sky Pond", region: "Rocky Mountains", distance: 15.3, elevation: 520, activities: [.hiking],
            conditions: "Snow above 3,200 m"),
        SeedTrail(
            name: "Bear Lake Loop", region: "Rocky Mountains", distance: 1.0, elevation: 10,
            activities: [.hiking, .snowshoeing, .crossCountrySkiing], conditions: "Packed snow"),
        SeedTrail(
            name: "Longs Peak Keyhole", region: "Rocky Mountains", distance: 23.8, elevation: 1555,
            activities: [.hiking], conditions: "Closed above the Boulder Field"),
        SeedTrail(
            name: "Franconia Ridge Loop", region: "White Mountains", distance: 14.2, elevation: 1160,
            activities: [.hiking, .trailRunning], conditions: "Windy above treeline"),
        SeedTrail(
            name: "Tuckerman Ravine", region: "White Mountains", distance: 13.4, elevation: 1300,
            activities: [.hiking, .crossCountrySkiing], conditions: "Avalanche warning in the ravine"),
        SeedTrail(
            name: "Arethusa Falls", region: "White Mountains", distance: 4.8, elevation: 230,
            activities: [.hiking, .snowshoeing], conditions: "Dry and clear"),
        SeedTrail(
            name: "Alum Cave Trail", region: "Great Smoky Mountains", distance: 17.7, elevation: 850,
            activities: [.hiking], conditions: "Muddy after rain"),
        SeedTrail(
            name: "Laurel Falls", region: "Great Smoky Mountains", distance: 4.0, elevation: 95, activities: [.hiking],
            conditions: "Crowded on weekends"),
        SeedTrail(
            name: "Abrams Falls", region: "Great Smoky Mountains", distance: 8.0, elevation: 200, activities: [.hiking],
            conditions: "Dry and clear"),
        SeedTrail(
            name: "Cades Cove Loop", region: "Great Smoky Mountains", distance: 17.7, elevation: 100,
            activities: [.mountainBiking, .horsebackRiding], conditions: "Closed to cars on Wednesdays"),
    ]

    /// The trails a new database starts with as favorites, in the order they were added.
    private static let seedFavorites = ["Cascade Falls", "Coastal Bluffs", "Hoh River Trail"]

    /// Fills a new database with the data set above. Does nothing when trails already exist, so
    /// reopening a database never duplicates them. Every value is fixed (no clock, no random
    /// numbers), so every new database is the same.
    static func seedIfEmpty(_ db: Database) throws {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM trail)") == false else { return }
        for name in seedRegions {
            try db.execute(sql: "INSERT INTO region (name) VALUES (?)", arguments: [name])
        }
        var ids: [String: Int] = [:]
        for (index, seed) in seedTrails.enumerated() {
            let record = TrailRecord(
                id: index + 1, name: seed.name, region: seed.region, distance: seed.distance,
                elevation: seed.elevation, currentConditions: seed.conditions)
            try record.insert(db)
            ids[seed.name] = record.id
            for activity in seed.activities {
                try db.execute(
                    sql: "INSERT INTO trail_activity (trailId, activity) VALUES (?, ?)",
                    arguments: [record.id, activity.rawValue])
            }
        }
        // A fixed start date, a minute apart, keeps "most recently added" deterministic.
        let start = Date(timeIntervalSince1970: 1_717_200_000)
        for (offset, name) in seedFavorites.enumerated() {
            try db.execute(
                sql: "INSERT INTO favorite (trailId, addedAt) VALUES (?, ?)",
                arguments: [ids[name], start.addingTimeInterval(Double(offset) * 60)])
        }
    }
}
