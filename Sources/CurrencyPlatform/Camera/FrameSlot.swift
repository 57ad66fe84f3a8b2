import Foundation

/// Newest-frame-wins hand-over between the streaming thread, the UI and the recognition worker.
///
/// Holds one frame: `put` replaces it, so a slow reader never queues stale frames. Every frame gets a
/// sequence number so a reader can tell "new since I last looked" without comparing pixels.
/// Recognition threads *claim* frames, so each frame is recognized at most once however many read.
public final class FrameSlot: @unchecked Sendable {
    // @unchecked: every stored var is guarded by `condition`.
    private let condition = NSCondition()
    private var frame: VideoFrame?
    private var sequence: UInt64 = 0
    /// The newest frame a reader claimed; frames up to it are taken.
    private var claimedSequence: UInt64 = 0

    public init() {}

    /// Stores `frame` as the newest, dropping whichever frame was there, and wakes waiting readers.
    public func put(_ frame: VideoFrame) {
        condition.lock()
        self.frame = frame
        sequence += 1
        condition.broadcast()
        condition.unlock()
    }

    /// The newest frame, for drawing. Reading does not consume it.
    public var latest: VideoFrame? {
        condition.lock()
        defer { condition.unlock() }
        return frame
    }

    /// How many frames have been put so far; the newest frame's sequence number.
    public var latestSequence: UInt64 {
        condition.lock()
        defer { condition.unlock() }
        return sequence
    }

    /// Blocks until a frame no reader has claimed yet is there while `accepting` holds, then claims
    /// it for the caller; nil once `exitingWhen` holds. Each frame goes to at most one claimer, so
    /// several recognition threads never take the same frame, and claims go out in sequence order.
    /// Call `wakeWaiters` after changing what either closure reads.
    func claimFrame(accepting: () -> Bool, exitingWhen shouldExit: () -> Bool) -> (frame: VideoFrame, sequence: UInt64)? {
        condition.lock()
        defer { condition.unlock() }
        while !shouldExit() {
            if sequence > claimedSequence, let frame, accepting() {
                claimedSequence = sequence
                return (frame, sequence)
            }
            condition.wait()
        }
        return nil
    }

    /// Claims the newest frame if no reader has claimed it yet, without waiting; nil otherwise.
    func claimNewerFrame() -> (frame: VideoFrame, sequence: UInt64)? {
        condition.lock()
        defer { condition.unlock() }
        guard sequence > claimedSequence, let frame else { return nil }
        claimedSequence = sequence
        return (frame, sequence)
    }

    /// Wakes readers blocked in `claimFrame` so they re-check their condition.
    func wakeWaiters() {
        condition.lock()
        condition.broadcast()
        condition.unlock()
    }
}
