// Apple's system intents: protocols that tell the system what an intent does so that it can
// offer it in the right place (the Open and Delete actions, media controls, search). IntentKit
// keeps them so that intents declaring them compile and run as ordinary intents; the ones with a
// meaning here are noted.

/// An intent that a system feature can start.
public protocol SystemIntent: AppIntent {}

/// An intent that opens a value in the app. Hosts list it under the value's type; `target` is
/// the value to open.
public protocol OpenIntent: SystemIntent {
    /// The type of value opened.
    associatedtype Value: AppValue
    /// The value to open.
    var target: Value { get set }
}

extension OpenIntent {
    /// Opening a value opens the app, as in Apple's framework.
    public static var openAppWhenRun: Bool { true }

    /// Apple's default: the run opens the app on `target`, and the intent has nothing else to do.
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

/// An intent that deletes entities. IntentKit records `.deletes` in its side effects, so hosts ask
/// before running it (docs/security.md).
public protocol DeleteIntent: SystemIntent {
    /// The type of entity deleted.
    associatedtype Entity: AppEntity
    /// The entities to delete.
    var entities: [Entity] { get }
}

extension DeleteIntent {
    public static var sideEffects: SideEffects { [.appData, .deletes] }
}

/// An intent that plays audio (media controls on iOS; an ordinary intent here).
public protocol AudioPlaybackIntent: SystemIntent {}
/// An intent that starts an audio session (an ordinary intent here).
public protocol AudioStartingIntent: SystemIntent {}
/// An intent that starts a dive (watchOS; an ordinary intent here).
public protocol StartDiveIntent: SystemIntent {}
/// An intent that pauses a workout (an ordinary intent here).
public protocol PauseWorkoutIntent: SystemIntent {}
/// An intent that resumes a workout (an ordinary intent here).
public protocol ResumeWorkoutIntent: SystemIntent {}
/// An intent that transmits push-to-talk audio (an ordinary intent here).
public protocol PushToTalkTransmissionIntent: SystemIntent {}

/// An intent that starts a workout of a style (an ordinary intent here).
public protocol StartWorkoutIntent: InstanceDisplayRepresentable, SystemIntent {
    /// The kind of workout.
    associatedtype WorkoutStyle: AppValue
    /// The workout to start.
    var workoutStyle: WorkoutStyle { get set }
    /// Workouts to suggest.
    static var suggestedWorkouts: [Self] { get }
}

/// An intent that plays a video found by a search term (an ordinary intent here).
public protocol PlayVideoIntent: SystemIntent {
    /// The kinds of video the app plays.
    static var supportedCategories: [VideoCategory] { get }
    /// What to search for.
    var term: String { get set }
}

/// A kind of video, for ``PlayVideoIntent``.
public enum VideoCategory: String, AppEnum {
    case movies, tv, freeform
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Video Category" }
    public static var caseDisplayRepresentations: [VideoCategory: DisplayRepresentation] {
        [.movies: "Movies", .tv: "TV", .freeform: "Freeform"]
    }
}

/// An intent that shows the app's own search results for a term. Hosts may run it as an
/// ordinary intent; its `criteria` is set like any parameter.
public protocol ShowInAppSearchResultsIntent: SystemIntent {
    /// What a search carries.
    associatedtype Criteria: SearchCriteria
    /// The scopes a search may be limited to.
    static var searchScopes: Criteria.SearchScopes { get }
    /// The search to show.
    var criteria: Criteria { get set }
}

extension ShowInAppSearchResultsIntent where Criteria.SearchScopes == Void {
    public static var searchScopes: Void { () }
}

/// What a search carries.
public protocol SearchCriteria: Hashable, Sendable {
    /// The scopes a search may be limited to; `Void` for none.
    associatedtype SearchScopes = Void
}

/// A search by text.
public struct StringSearchCriteria: SearchCriteria {
    public typealias SearchScopes = [StringSearchScope]
    /// The text searched for.
    public var term: String

    public init(term: String) { self.term = term }
}

/// Where a text search looks.
public enum StringSearchScope: String, AppEnum {
    case general, movies, tv, freeformVideo
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Search Scope" }
    public static var caseDisplayRepresentations: [StringSearchScope: DisplayRepresentation] {
        [.general: "General", .movies: "Movies", .tv: "TV", .freeformVideo: "Freeform Video"]
    }
}
