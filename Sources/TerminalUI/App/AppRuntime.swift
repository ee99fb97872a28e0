/// Runs an `App` on a `TerminalBackend`: input → message → update → effects, then a new frame,
/// of which only the changed cells reach the terminal.
///
/// `run()` is the real loop. Tests drive the same machinery one step at a time (`handle`,
/// `send`, `fireDueTimers`, `waitUntilIdle`) through the scripted driver in
/// TerminalUITestSupport, so what they exercise is the dispatch the program uses.
///
/// The loop owns the main thread: effects run as detached tasks and must not need the main actor.
@MainActor
public final class AppRuntime<A: App> {
    public private(set) var app: A
    public let backend: any TerminalBackend
    /// The key that suspends the program to the shell (Ctrl-Z unless told otherwise); nil for none.
    public var suspendKey: Key?
    public private(set) var isFinished = false

    private let clock: @MainActor () -> ContinuousClock.Instant
    /// The frame the terminal shows now; nil forces the next frame out in full.
    private var previous: ScreenBuffer?
    private var timers: [(deadline: ContinuousClock.Instant, message: A.Message?)] = []
    private let mailbox: Mailbox<A.Message>
    /// Letters taken from the mailbox and not yet delivered (the loop's budget ran out).
    private var backlog: ArraySlice<Mailbox<A.Message>.Letter> = []
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextTaskID = 0
    /// Running `.task` effects by the id they were started with.
    private var namedTasks: [TaskID: Int] = [:]
    private var needsRender = true

    /// - Parameter clock: the time views and timers see; a manual clock in tests.
    public init(
        app: A, backend: any TerminalBackend, suspendKey: Key? = .ctrl("z"),
        clock: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.app = app
        self.backend = backend
        self.suspendKey = suspendKey
        self.clock = clock
        mailbox = Mailbox(wake: backend.wake)
        // The app learns the terminal's size at the start as it does on every change, so its
        // update code lays things out in the real screen (paging by its height, hit-testing a
        // click where the view drew).
        if let message = app.message(for: .resize(backend.size)) {
            _ = self.app.update(message, at: clock())
        }
    }

    /// Whether the terminal is smaller than the app's minimum, so the notice shows instead.
    public var isTooSmall: Bool { !backend.size.contains(app.minimumSize) }

    /// Whether effect tasks are still running or their messages still wait.
    public var hasPendingWork: Bool { !tasks.isEmpty || !mailbox.isEmpty || !backlog.isEmpty }

    /// The earliest timer, which the loop must wake for.
    public var nextDeadline: ContinuousClock.Instant? { timers.map(\.deadline).min() }

    // MARK: - The loop

    /// Runs until an effect says `.quit`; returns the final state.
    public func run() -> A {
        render()
        while !isFinished {
            // Messages left over from a busy moment: look for input without waiting, so a key
            // is answered in the next frame rather than behind all of them.
            let waiting = mailbox.isEmpty && backlog.isEmpty
            let events = backend.nextEvents(until: waiting ? nextDeadline : ContinuousClock.now)
            for event in events where !isFinished { handle(event) }
            if !isFinished { drainMailbox(budget: Self.messageBudget) }
            if !isFinished { fireDueTimers() }
            if needsRender && !isFinished { render() }
        }
        for task in tasks.values { task.cancel() }
        tasks.removeAll()
        return app
    }

    // MARK: - Steps

    /// Draws the state and presents what changed since the last frame.
    public func render() {
        var buffer = ScreenBuffer(size: backend.size)
        if isTooSmall {
            TooSmallNotice(minimum: app.minimumSize).render(into: &buffer)
        } else {
            app.view(into: &buffer, at: clock())
        }
        let diff = buffer.diff(from: previous)
        if !diff.isEmpty || diff.cursor != previous?.cursor { backend.present(diff) }
        previous = buffer
        needsRender = false
    }

    /// Dispatches one input event.
    public func handle(_ event: InputEvent) {
        if case .resize = event {
            previous = nil
            needsRender = true
        }
        if let suspendKey, event == .key(suspendKey) {
            suspend()
            return
        }
        if isTooSmall {
            // Keys would act on a screen nobody can see; only quitting and resizing go through.
            switch event {
            case .key(Key("q")), .key(.ctrl("c")):
                if let quit = app.quitMessage { send(quit) } else { finish() }
            case .resize:
                if let message = app.message(for: event) { send(message) }
            default:
                break
            }
            return
        }
        if let message = app.message(for: event) { send(message) }
    }

    /// Applies a message as if input had produced it.
    public func send(_ message: A.Message) {
        let effects = app.update(message, at: clock())
        needsRender = true
        for effect in effects { perform(effect) }
    }

    /// How long the loop spends on effects' messages before it draws and reads input again: a
    /// run that sends events faster than they are shown (a loop of thousands of passes) leaves
    /// the rest for the next turn, so keys are still answered within a frame.
    public static var messageBudget: Duration { .milliseconds(8) }

    /// Delivers the messages of finished effects: all of those waiting, or with a `budget`, as
    /// many as that time allows (the rest stay, in order, for the next call).
    public func drainMailbox(budget: Duration? = nil) {
        if backlog.isEmpty { backlog = ArraySlice(mailbox.takeAll()) }
        let deadline = budget.map { ContinuousClock.now + $0 }
        var delivered = 0
        while let letter = backlog.popFirst() {
            deliver(letter)
            delivered += 1
            // The clock is read every few letters: most cost microseconds.
            if let deadline, delivered % 16 == 0, ContinuousClock.now >= deadline { return }
        }
    }

    private func deliver(_ letter: Mailbox<A.Message>.Letter) {
        switch letter {
        case .message(let message): if !isFinished { send(message) }
        case .finished(let id):
            tasks[id] = nil
            namedTasks = namedTasks.filter { $0.value != id }
        }
    }

    /// Fires the timers whose time has come.
    public func fireDueTimers() {
        let now = clock()
        let due = timers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
        guard !due.isEmpty else { return }
        timers.removeAll { $0.deadline <= now }
        needsRender = true
        for timer in due where !isFinished {
            if let message = timer.message { send(message) }
        }
    }

    /// Waits for every running effect, delivering its messages (and those of effects it starts),
    /// then draws: the state a user would see once the program went quiet. Tasks waiting for the
    /// person (``EffectContext/waitingForInput(_:)``) count as quiet.
    public func waitUntilIdle() async {
        while true {
            drainMailbox()
            if needsRender && !isFinished { render() }
            if backlog.isEmpty && mailbox.isQuiet(tasks.keys) { return }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    private func suspend() {
        backend.suspend()
        previous = nil
        needsRender = true
    }

    private func finish() {
        isFinished = true
    }

    private func perform(_ effect: Effect<A.Message>) {
        switch effect {
        case .quit:
            finish()
        case .run(let work):
            let id = nextTaskID
            nextTaskID += 1
            let mailbox = self.mailbox
            tasks[id] = Task.detached {
                if let message = await work() { mailbox.post(.message(message)) }
                mailbox.post(.finished(id))
            }
        case .task(let name, let work):
            if let name, let running = namedTasks[name] { tasks[running]?.cancel() }
            let id = nextTaskID
            nextTaskID += 1
            let mailbox = self.mailbox
            let context = EffectContext<A.Message>(
                post: { mailbox.post(.message($0)) }, postQuestion: { mailbox.postWaiting(id, $0) })
            if let name { namedTasks[name] = id }
            tasks[id] = Task.detached {
                await work(context)
                mailbox.post(.finished(id))
            }
        case .cancel(let name):
            if let running = namedTasks.removeValue(forKey: name) { tasks[running]?.cancel() }
        case .after(let delay, let message):
            timers.append((clock() + delay, message))
        case .redraw(let delay):
            timers.append((clock() + delay, nil))
        case .mouseReporting(let enabled):
            backend.setMouseReporting(enabled)
        case .suspend:
            suspend()
        case .theme(let theme):
            backend.setTheme(theme)
            previous = nil
            needsRender = true
        case .clipboard(let sequence):
            if Self.isClipboardSequence(sequence) { backend.writeOperatingSystemCommand(sequence) }
        }
    }
}

extension AppRuntime {
    /// Whether `sequence` is one OSC 52 clipboard write and nothing else: `ESC ] 52 ; <selection
    /// letters> ; <base64> BEL` (or ST), with no other control character inside.
    nonisolated static func isClipboardSequence(_ sequence: String) -> Bool {
        var body = Substring(sequence)
        guard body.hasPrefix("\u{1B}]52;") else { return false }
        body = body.dropFirst(5)
        if body.hasSuffix("\u{07}") {
            body = body.dropLast()
        } else if body.hasSuffix("\u{1B}\\") {
            body = body.dropLast(2)
        } else {
            return false
        }
        let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts[1].unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "+/=".unicodeScalars.contains(scalar))
        }
    }
}
