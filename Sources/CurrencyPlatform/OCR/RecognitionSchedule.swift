import CurrencyCore

/// The bookkeeping that lets several recognition threads share one frame slot without labels ever
/// stepping back in time: which claimed frames are recognized, which re-deliver the newest output of
/// an unchanged scene, and which results reach the main loop. `RecognitionWorker` keeps it behind
/// one lock and posts to the main loop inside that lock, so posts happen in the order decided here.
///
/// Results are delivered newest-wins, not re-ordered: a frame finished after a newer frame's result
/// went out is dropped, and a newer result never waits for an older one.
struct RecognitionSchedule<Output> {
    enum Decision {
        /// Run recognition; report the output with `finished`.
        case recognize
        /// The scene is unchanged: post this (the newest recognized frame's output) again.
        case repeatOutput(Output)
        /// Nothing to do or post for this frame.
        case skip
    }

    private var sceneChanges: SceneChangeDetector?
    /// Newest frame decided; claims arrive in sequence order but decisions can race, so an older
    /// frame decided after a newer one is skipped (the detector only ever moves forward).
    private var newestDecided: UInt64 = 0
    /// Frames being recognized now.
    private var recognizing: Set<UInt64> = []
    private var newestOutput: (sequence: UInt64, output: Output)?
    /// Newest frame whose result (or repeat) was posted.
    private var newestPosted: UInt64 = 0

    /// With `sceneChanges`, frames showing the same scene as the last recognized one are not
    /// recognized again once the detector says so.
    init(sceneChanges: SceneChangeDetector?) {
        self.sceneChanges = sceneChanges
    }

    /// What to do with the claimed frame `sequence`, whose luma plane is `luma`.
    mutating func decide(frame sequence: UInt64, luma: LumaFrame) -> Decision {
        guard sequence > newestDecided else { return .skip }
        newestDecided = sequence
        if sceneChanges?.shouldRecognize(luma) ?? true {
            recognizing.insert(sequence)
            return .recognize
        }
        // A repeat posted now would overtake a recognition still running, whose result would then
        // be dropped as stale; the next frame of the still scene will repeat instead.
        guard recognizing.isEmpty, let newestOutput else { return .skip }
        newestPosted = sequence
        return .repeatOutput(newestOutput.output)
    }

    /// Frame `sequence` is taken to carry a finished output on to (`RecognitionWorker`'s `carryOn`):
    /// no repeat may overtake it. It is not decided: if it cannot be carried (`abandoned`), it is
    /// decided as any frame.
    mutating func carry(to sequence: UInt64) {
        recognizing.insert(sequence)
    }

    /// Records `output` carried on to frame `sequence` (taken by `carry(to:)`); true when it should be
    /// posted. With `readingNext` the frame is processed next as any frame, and its own result may
    /// be posted after this one (a later outcome of the same frame), but no older frame's.
    mutating func finishedCarry(frame sequence: UInt64, output: Output, readingNext: Bool) -> Bool {
        guard finished(frame: sequence, output: output) else { return false }
        if readingNext { letOwnResultFollow(sequence) }
        return true
    }

    /// Records an early output of frame `sequence`, which is being recognized (`RecognitionWorker`'s
    /// `firstLook`); true when it should be posted. The frame's own result may be posted after it
    /// (a later outcome of the same frame), but no older frame's.
    mutating func finishedEarly(frame sequence: UInt64) -> Bool {
        guard sequence > newestPosted else { return false }
        letOwnResultFollow(sequence)
        return true
    }

    /// Frame `sequence` was just posted with an outcome that is not its last: its own result may be
    /// posted after it, but no older frame's.
    private mutating func letOwnResultFollow(_ sequence: UInt64) {
        newestPosted = sequence - 1
    }

    /// Frame `sequence`, taken by `carry(to:)`, got no output.
    mutating func abandoned(frame sequence: UInt64) {
        recognizing.remove(sequence)
    }

    /// True when frame `sequence`'s result was the last one cleared for posting.
    func isNewestPosted(_ sequence: UInt64) -> Bool {
        newestPosted == sequence
    }

    /// Records frame `sequence`'s recognized `output`; true when it should be posted, false when a
    /// newer frame's result was posted first. An output `leftUnread` (its frame handed on without
    /// being read) lets one more frame of a still scene be recognized.
    mutating func finished(frame sequence: UInt64, output: Output, leftUnread: Bool = false) -> Bool {
        recognizing.remove(sequence)
        if leftUnread { sceneChanges?.recognitionLeftSceneUnread() }
        // A frame's own result replaces an output carried on to it (`finishedCarry`): it came later.
        if sequence >= newestOutput?.sequence ?? 0 { newestOutput = (sequence, output) }
        guard sequence > newestPosted else { return false }
        newestPosted = sequence
        return true
    }
}
