import Foundation

/// The one way the app's screens read and change the history: each change runs through
/// `HistoryRunner`, one at a time and in the order asked, and its result comes back on the main
/// actor. The app runs them on a background queue, because a save takes a lock, re-reads the file,
/// writes it and fsyncs the file and its directory: on the main loop one click's save once held the
/// video for 904 ms (a 10-minute soak on a real clip). Tests run them inline.
@MainActor
public final class HistoryQueue {
    private let store: ConfinedStore
    private let runner: HistoryRunner

    public init(_ store: any HistoryStore, runner: HistoryRunner = .inline) {
        self.store = ConfinedStore(store)
        self.runner = runner
    }

    /// Reads the history.
    public func load(then done: @escaping @MainActor (Result<HistoryLoadResult, HistoryStoreError>) -> Void) {
        run({ store throws(HistoryStoreError) in try store.load() }, then: done)
    }

    /// Adds a record (see `HistoryStore.append`).
    public func append(_ record: ConversionRecord,
                       then done: @escaping @MainActor (Result<HistoryLoadResult, HistoryStoreError>) -> Void) {
        run({ store throws(HistoryStoreError) in try store.append(record) }, then: done)
    }

    /// Removes one record (see `HistoryStore.remove`).
    public func remove(id: UUID, then done: @escaping @MainActor (Result<HistoryLoadResult, HistoryStoreError>) -> Void) {
        run({ store throws(HistoryStoreError) in try store.remove(id: id) }, then: done)
    }

    /// Removes every record.
    public func clear(then done: @escaping @MainActor (Result<HistoryLoadResult, HistoryStoreError>) -> Void) {
        run({ store throws(HistoryStoreError) in
            try store.clear()
            return HistoryLoadResult(records: [])
        }, then: done)
    }

    /// Blocks until every change asked for so far has been made: the app calls it as it exits, so a
    /// click saved just before quitting is not cut off. Replies not yet delivered are dropped.
    public func waitUntilIdle() {
        runner.waitUntilIdle()
    }

    private func run(_ change: @escaping @Sendable (any HistoryStore) throws(HistoryStoreError) -> HistoryLoadResult,
                     then done: @escaping @MainActor (Result<HistoryLoadResult, HistoryStoreError>) -> Void) {
        let store = self.store
        let runner = self.runner
        let reply = MainActorReply(done)
        runner.runInOrder {
            let result: Result<HistoryLoadResult, HistoryStoreError>
            do throws(HistoryStoreError) {
                result = .success(try change(store.value))
            } catch {
                result = .failure(error)
            }
            reply.send(result, through: runner)
        }
    }
}

/// Where `HistoryQueue`'s work runs and how its results come back.
public struct HistoryRunner: Sendable {
    /// Runs jobs one at a time, in the order given.
    let runInOrder: @Sendable (@escaping @Sendable () -> Void) -> Void
    /// Runs a job on the main actor.
    let onMain: @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void
    /// Returns once every job given to `runInOrder` so far has run.
    let waitUntilIdle: @Sendable () -> Void

    /// - Parameters:
    ///   - runInOrder: must run the jobs one at a time, in order (a serial queue).
    ///   - onMain: must run its job on the main actor (the app posts to the GLib main loop).
    ///   - waitUntilIdle: must return only once every job given to `runInOrder` so far has run.
    public init(runInOrder: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void,
                onMain: @escaping @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void,
                waitUntilIdle: @escaping @Sendable () -> Void) {
        self.runInOrder = runInOrder
        self.onMain = onMain
        self.waitUntilIdle = waitUntilIdle
    }

    /// Everything at once, on the caller's thread (the main actor): for tests and the command line.
    public static let inline = HistoryRunner(runInOrder: { $0() }, onMain: { job in MainActor.assumeIsolated { job() } },
                                             waitUntilIdle: {})

    /// A background serial queue of its own; results are handed to `onMain`.
    public static func background(onMain: @escaping @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void) -> HistoryRunner {
        let queue = DispatchQueue(label: "currency-camera.history", qos: .utility)
        return HistoryRunner(runInOrder: { queue.async(execute: $0) }, onMain: onMain, waitUntilIdle: { queue.sync {} })
    }
}

/// The store, used only inside `HistoryRunner.runInOrder` jobs, which run one at a time: it is
/// never touched by two threads at once, though it is not itself thread-safe.
private final class ConfinedStore: @unchecked Sendable {
    let value: any HistoryStore
    init(_ value: any HistoryStore) { self.value = value }
}

/// Carries a main-actor completion through the background job and back.
private final class MainActorReply: @unchecked Sendable {
    /// Only called on the main actor, through `HistoryRunner.onMain`.
    private let done: @MainActor (Result<HistoryLoadResult, HistoryStoreError>) -> Void
    init(_ done: @escaping @MainActor (Result<HistoryLoadResult, HistoryStoreError>) -> Void) { self.done = done }

    func send(_ result: Result<HistoryLoadResult, HistoryStoreError>, through runner: HistoryRunner) {
        runner.onMain { self.done(result) }
    }
}
