import CurrencyCore
import CurrencyPlatform
import Foundation

/// The camera window: header bar (settings, history, freeze, take a picture), the live video with
/// NT$ labels, a status page for camera states, a notice line and short confirmations.
@MainActor
final class MainWindow {
    let window: Window
    let videoView = VideoView()
    private let model: CameraViewModel
    private let status = StatusPage()
    private let notice = Label()
    private let toast = Toast()
    private let freezeButton = Button(iconName: "media-playback-pause-symbolic", accessibleLabel: tr("Freeze"))
    /// Over the video while frozen, so a still picture is never mistaken for a live one.
    private let frozenBadge = Label(tr("Frozen"))
    private let takePictureButton = Button(iconName: "camera-photo-symbolic", accessibleLabel: tr("Take a Picture"))
    private let basketPanel: BasketPanel
    /// Tab, arrows, Enter and Esc on the labels.
    private var keyboard: LabelKeyboard?
    let sourceMenu = MenuButton(iconName: "camera-web-symbolic", accessibleLabel: tr("Video Source"))
    /// The quick switcher for the default currency (the one unmarked prices are in).
    let currencyMenu = MenuButton(iconName: "view-list-symbolic", accessibleLabel: tr("Default Currency"))
    private var session: LiveSession?
    /// Print a `stats:` line a second (--stats).
    private let printsStats: Bool
    /// What is playing, and how it is doing.
    private(set) var currentSource: VideoSource?
    private(set) var cameraState: CameraState = .loading
    /// The note about the source ("showing the demo"), and whether the no-price hint is due.
    private var note: String?
    private var showsNoPriceHint = false
    /// The missing CJK mark models are named once per window, not at every change of source.
    private var saidMissingScripts = false
    /// When a price was last in view (or the source started), in monotonic seconds.
    private var lastPriceSeen = 0.0
    /// Seconds without a price before the spec's hint appears.
    static let noPriceHintDelay = 5.0

    var onOpenSettings: (@MainActor () -> Void)?
    var onOpenHistory: (@MainActor () -> Void)?
    /// --stats could not write its line: stdout is closed or full.
    var onOutputFailed: (@MainActor () -> Void)?
    /// "Take a Picture": the frame on screen, at the size the camera delivered it.
    var onTakePicture: (@MainActor (VideoFrame) -> Void)?
    var onShowDemo: (@MainActor () -> Void)? {
        didSet { status.onShowDemo = onShowDemo }
    }

    init(application: Application, model: CameraViewModel, basket: BasketViewModel, printsStats: Bool) {
        self.model = model
        self.printsStats = printsStats
        window = Window(application: application, title: model.currencies.isEmpty ? tr("Currency Camera") : model.title,
                        width: 800, height: 600)
        basketPanel = BasketPanel(model: basket, window: window, toast: toast)
        let header = HeaderBar()
        let settingsButton = Button(iconName: "preferences-system-symbolic", accessibleLabel: tr("Settings"))
        let historyButton = Button(iconName: "document-open-recent-symbolic", accessibleLabel: tr("History"))
        settingsButton.setAction("win.settings")
        historyButton.setAction("win.history")
        freezeButton.setAction("win.freeze")
        takePictureButton.setAction("win.take-picture")
        header.packStart(settingsButton)
        header.packStart(sourceMenu)
        header.packStart(currencyMenu)
        header.packEnd(historyButton)
        header.packEnd(freezeButton)
        header.packEnd(takePictureButton)
        header.packEnd(basketPanel.modeButton)
        window.setTitlebar(header)

        notice.addCSSClass("app-notification")
        notice.align(horizontal: .center, vertical: .start)
        notice.setMargins(8)
        notice.isVisible = false
        videoView.setAccessibleLabel(tr("Camera picture with converted prices"))
        frozenBadge.addCSSClass("frozen-badge")
        frozenBadge.align(horizontal: .start, vertical: .start)
        frozenBadge.setMargins(10)
        frozenBadge.isVisible = false
        let content = Box(vertical: false)
        content.append(Overlay(child: videoView).with(status.box).with(notice).with(frozenBadge).with(toast.revealer))
        content.append(basketPanel.box)
        window.setChild(content)

        window.addAction("settings") { [weak self] in self?.onOpenSettings?() }
        window.addAction("history") { [weak self] in self?.onOpenHistory?() }
        window.addAction("freeze") { [weak self] in self?.toggleFreeze() }
        window.addAction("take-picture") { [weak self] in self?.takePicture() }
        window.addAction("copy") { [weak self] in self?.copyHighlighted() }

        videoView.onHoverTooltip { [weak self] id in
            let text = self?.model.details(ofLabel: id)
            UITrace.emit("tooltip", ["text": text ?? ""])
            return text
        }
        videoView.onClick { [weak self] target, withControl in self?.clicked(target, withControl: withControl) }
        keyboard = LabelKeyboard(view: videoView, in: window, model: model, drawnRect: { [weak self] in self?.videoView.drawnRect(ofLabel: $0) },
                                 activate: { [weak self] id, withControl in self?.clicked(.label(id: id), withControl: withControl) })
        // The video has the keyboard from the start, so Tab reaches the labels at once.
        videoView.grabFocus()
        model.onChange = { [weak self] in self?.render() }
        model.onHistorySave = { [weak self] label, result in self?.toast.showSave(of: label, result) }
        window.onVisibilityChange { [weak self] visible in self?.session?.setHidden(!visible) }
        if UITrace.isEnabled { videoView.onLabelsMoved = { [weak self] in self?.traceLabels(event: "labels-drawn") } }
        status.show(.waitingForSettings)
    }

    /// Starts showing `source`; `note` is shown above the picture (e.g. "showing the demo").
    func start(source: VideoSource, note: String?) {
        session?.stop()
        let session = LiveSession(source: source, model: model, view: videoView)
        self.session = session
        session.pipeline.onStateChange = { [weak self, weak session] state in
            guard let self, let session else { return }
            self.cameraStateChanged(state, error: session.pipeline.lastError)
        }
        currentSource = source
        self.note = note
        if let error = session.recognitionError {
            self.note = error.message
            printError(error.message)
        }
        readMarks(of: model.currencies)
        lastPriceSeen = LiveSession.seconds(MonotonicClock.now())
        showsNoPriceHint = false
        renderNotice()
        status.show(.starting)
        session.setHidden(!window.isOnScreen)  // later changes come from onVisibilityChange
        session.start()
        UITrace.emit("main", ["title": window.title])
        MainLoop.every(milliseconds: 100) { [weak self, weak session] in
            guard let self, let session, self.session === session else { return false }
            session.tick()
            self.updateNoPriceHint(frozen: session.isFrozen)
            return true
        }
        if printsStats {
            MainLoop.every(milliseconds: 1000) { [weak self, weak session] in
                guard let self, let session, self.session === session else { return false }
                // Unbuffered, so a script reading the pipe sees each line as it happens. A reader
                // that went away (`--stats | head -2`) ends the app with a message, not a crash.
                if let error = StandardStreams.write(session.takeStatsLine() + "\n", to: STDOUT_FILENO) {
                    printError(StandardStreams.outputFailedMessage(errno: error))
                    self.onOutputFailed?()
                    return false
                }
                return true
            }
        }
    }

    /// Stops the video and recognition (before quitting).
    func stopVideo() {
        session?.stop()
    }

    /// New currencies apply to the next frame; the title follows the default. `announce` says so
    /// in a toast (not on the first start, when there was no rate before).
    func apply(_ currencies: CurrencyList, announce: Bool) {
        model.updateCurrencies(currencies)
        window.title = currencies.isEmpty ? tr("Currency Camera") : model.title
        UITrace.emit("main", ["title": window.title])
        if announce { toast.show(tr("New rate applies from the next frame")) }
        readMarks(of: currencies)
    }

    /// The live path reads the marks (円, 원) of the saved currencies; a missing model is said once.
    private func readMarks(of currencies: CurrencyList) {
        guard let missing = session?.readMarks(of: currencies), !missing.isEmpty, !saidMissingScripts else { return }
        saidMissingScripts = true
        toast.show(NativeMarkReader.Script.missingMessage(missing), seconds: 8)
    }

    private func cameraStateChanged(_ state: CameraState, error: CameraError?) {
        cameraState = state
        switch state {
        case .loading: status.show(.starting)
        case .running: status.show(.running)
        case .stalled:
            status.show(.stalled)
            printError(tr("No picture for a few seconds. Waiting for the video to come back…"))
        default:
            let message = error?.message ?? tr("The camera stopped.")
            status.show(.failed(message))
            printError(message)
        }
    }

    /// A click or Enter on a label (or a click beside one); with Ctrl, or in basket mode, the
    /// label goes into the basket instead.
    private func clicked(_ target: VideoView.ClickTarget, withControl: Bool) {
        if withControl || basketPanel.isBasketMode {
            let label: PriceLabel?
            switch target {
            case .label(let id): label = model.label(id: id)
            case .picture(let point): label = model.label(atImagePoint: point)
            }
            if let label { basketPanel.add(label) }
            return
        }
        let label: PriceLabel?
        switch target {
        case .label(let id): label = model.click(labelID: id)
        case .picture(let point): label = model.click(atImagePoint: point)
        }
        UITrace.emit("label-clicked", ["text": label?.text ?? "", "highlighted": label?.isHighlighted == true ? "yes" : "no"])
        // No rate, so nothing is saved: say why. Otherwise the save's toast comes when it ends.
        if let label, label.isHighlighted, label.convertedAmount == nil { toast.show(label.text) }
    }

    private func toggleFreeze() {
        guard let session else { return }
        session.setFrozen(!session.isFrozen)
        freezeButton.tooltip = session.isFrozen ? tr("Unfreeze") : tr("Freeze")
        freezeButton.iconName = session.isFrozen ? "media-playback-start-symbolic" : "media-playback-pause-symbolic"
        frozenBadge.isVisible = session.isFrozen
        toast.show(session.isFrozen ? tr("Frozen: click labels at leisure. Press Space to go live.") : tr("Live"))
        traceLabels(event: session.isFrozen ? "frozen" : "live")
    }

    /// Hands the frame on screen to the picture window; says so when there is none to take.
    private func takePicture() {
        guard let frame = session?.frameToTake else {
            toast.show(tr("No camera picture to take yet. Wait until the video shows."))
            UITrace.emit("snapshot", ["taken": "no"])
            return
        }
        UITrace.emit("snapshot", ["taken": "yes", "size": "\(frame.width)x\(frame.height)", "frame": String(frame.captureTime)])
        onTakePicture?(frame)
    }

    /// Each drawn label with where it is on the window's surface, for UI tests to click.
    private func traceLabels(event: String) {
        guard UITrace.isEnabled else { return }
        let placed = model.labels.compactMap { label -> String? in
            guard let rect = videoView.drawnRect(ofLabel: label.id),
                  let origin = videoView.surfacePoint(PixelPoint(x: rect.x, y: rect.y)) else { return nil }
            return label.text + "@" + UITrace.format(PixelRect(x: origin.x, y: origin.y, width: rect.width, height: rect.height))
        }
        let prices = videoView.drawnPriceRects().compactMap { _, rect -> String? in
            videoView.surfacePoint(PixelPoint(x: rect.x, y: rect.y))
                .map { UITrace.format(PixelRect(x: $0.x, y: $0.y, width: rect.width, height: rect.height)) }
        }
        UITrace.emit(event, ["labels": placed.joined(separator: "|"), "prices": prices.joined(separator: "|")])
    }

    private func copyHighlighted() {
        guard let label = model.highlightedLabel else { return }
        Clipboard.setText(label.text, from: window)
        UITrace.emit("copied", ["text": label.text])
        toast.show(Localization.fill(tr("Copied {amount}"), ["amount": label.text]))
    }

    /// A lasting note over the video (a notice about the user's files).
    func showNote(_ text: String) {
        note = text
        renderNotice()
    }

    private func render() {
        videoView.setLabels(model.labels, focusedID: model.focus.focusedID)
        keyboard?.modelChanged()
        if let recovery = model.historyRecovery, note != recovery.message {
            note = recovery.message
            renderNotice()
        }
    }

    /// The spec's "Unable to detect numbers" hint, once the camera has run a while with no price.
    private func updateNoPriceHint(frozen: Bool) {
        let now = LiveSession.seconds(MonotonicClock.now())
        if !model.labels.isEmpty || cameraState != .running || frozen { lastPriceSeen = now }
        let due = now - lastPriceSeen > Self.noPriceHintDelay
        guard due != showsNoPriceHint else { return }
        showsNoPriceHint = due
        renderNotice()
        UITrace.emit("no-price-hint", ["shown": due ? "yes" : "no"])
    }

    private func renderNotice() {
        let lines = [note, showsNoPriceHint ? tr("Unable to detect numbers—ensure good lighting and focus") : nil]
            .compactMap { $0 }
        notice.text = lines.joined(separator: "\n")
        notice.isVisible = !lines.isEmpty
        UITrace.emit("notice", ["text": notice.text])
    }
}

/// Best effort: a closed stderr is not worth a crash.
func printError(_ message: String) {
    StandardStreams.write(message + "\n", to: STDERR_FILENO)
}
