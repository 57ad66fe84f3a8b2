import CurrencyCore
import CurrencyPlatform
import Foundation

/// The windowed app: reads the command line, opens the settings first when nothing is saved
/// (or given with --currency/--rate), then the camera window on the chosen source.
@MainActor
final class CurrencyCameraApp {
    static let applicationID = "io.github.currencycamera.CurrencyCamera"

    private let options: LaunchOptions
    private let data: DataDirectory?
    private let settingsStore: any SettingsStore
    /// Every screen's history changes, in order, off the main loop (an fsync can take a second).
    private let history = HistoryQueue(JSONHistoryStore(directory: JSONHistoryStore.defaultDirectory()),
                                       runner: .background(onMain: { MainLoop.post($0) }))
    private let application = Application(id: CurrencyCameraApp.applicationID)
    private var mainWindow: MainWindow?
    private var settingsDialog: SettingsDialog?
    private lazy var currencyList = CurrencyListViewModel(store: settingsStore)
    private var historyWindow: HistoryWindow?
    /// Open picture windows (issue 15); one is reused by Ctrl+O and paste on the camera window.
    private var pictureWindows: [PictureWindow] = []
    private lazy var pictureReader = PictureReader()
    private let devices = CameraDevices()

    static func run(arguments: [String], data: DataDirectory?) -> Int32 {
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(arguments)
        } catch {
            printError(error.message)
            printError(usage)
            return ConvertCommand.exitUsage
        }
        if options.showsHelp {
            return StandardStreams.emit(CommandOutput(stdout: usage + "\n"))
        }
        let app = CurrencyCameraApp(options: options, data: data)
        // Command-line settings are checked before any window opens, like the dialog would.
        if case .failure(let error)? = app.commandLineSettings() {
            printError(error.message)
            return ConvertCommand.exitUsage
        }
        let status = app.application.run()
        app.history.waitUntilIdle()
        return status != 0 ? status : app.exitStatus
    }

    /// Why the settings start empty, shown in the window once.
    private var settingsNotice: String?

    /// Set when the app must end with a failure status (stdout could not be written).
    private var exitStatus: Int32 = 0

    private init(options: LaunchOptions, data: DataDirectory?) {
        self.options = options
        self.data = data
        if let data, let store = try? GSettingsStore(schemaDirectory: data.schemas) {
            settingsStore = store
            settingsNotice = store.movedAsideTo.map(CommandLineFace.settingsMovedAsideMessage)
            if let settingsNotice { printError(settingsNotice) }
        } else {
            printError(tr("The app's compiled settings schema was not found; settings will not be kept. Run tools/build-data.sh."))
            settingsStore = InMemorySettingsStore()
        }
        application.onActivate { [weak self] in self?.activate() }
        // Ctrl+C and kill: stop the video (the device is released, GStreamer's threads end) and
        // leave the main loop, ending with the shell's status for the signal (128 + its number).
        application.onTerminationSignal { [weak self] number in
            self?.exitStatus = 128 + number
            self?.mainWindow?.stopVideo()
            self?.application.quit()
        }
        application.addAction("quit") { [weak self] in self?.application.quit() }
        application.setAccelerators(["<Control>q"], forAction: "app.quit")
        application.setAccelerators(["<Control>comma"], forAction: "win.settings")
        application.setAccelerators(["<Control>h"], forAction: "win.history")
        application.setAccelerators(["space"], forAction: "win.freeze")
        // Ctrl+T, "take": free in both windows. Ctrl+Shift+S would read as "Save As…" (GNOME's
        // convention), and nothing is saved to a file; this app has no tabs for Ctrl+T to mean.
        application.setAccelerators(["<Control>t"], forAction: "win.take-picture")
        application.setAccelerators(["<Control>c"], forAction: "win.copy")
        application.setAccelerators(["<Control>b"], forAction: "win.basket-mode")
        application.setAccelerators(["<Control><Shift>c"], forAction: "win.basket-copy")
        application.setAccelerators(["<Control>s"], forAction: "win.basket-save")
        application.setAccelerators(["Escape", "<Control>w"], forAction: "win.close")
        application.setAccelerators(["<Control>question"], forAction: "win.show-help-overlay")
        application.setAccelerators(["<Control>o"], forAction: "win.open-picture")
        application.setAccelerators(["<Control>v"], forAction: "win.paste")
        application.setAccelerators(["<Control><Shift>c"], forAction: "win.copy-all")
        application.setAccelerators(["<Control>s"], forAction: "win.export-csv")
        application.setAccelerators(["<Control>plus", "<Control>equal", "<Control>KP_Add"], forAction: "win.zoom-in")
        application.setAccelerators(["<Control>minus", "<Control>KP_Subtract"], forAction: "win.zoom-out")
        application.setAccelerators(["<Control>0", "<Control>KP_0"], forAction: "win.zoom-reset")
    }

    /// --currency and --rate, completed from the saved default when only one is given: this
    /// run's default currency, added over the saved list (not saved); nil when neither is given.
    private func commandLineSettings() -> Result<CurrencyList, SettingsValidationError>? {
        guard options.currency != nil || options.rate != nil else { return nil }
        var list = settingsStore.loadCurrencies()
        let saved = list.defaultCurrency
        switch CurrencySettings.validated(name: options.currency ?? saved?.name ?? "",
                                          rateText: options.rate ?? saved.map { DecimalText.format($0.rate) } ?? "") {
        case .failure(let error):
            return .failure(error)
        case .success(let settings):
            let currency = Currency(settings: settings, rateDate: Date())
            list.save(currency)
            try? list.setDefault(code: currency.code)
            return .success(list)
        }
    }

    private func activate() {
        Styles.install(Self.css)
        DarkStyle.follow()
        if let window = mainWindow {
            window.window.present()
            return
        }
        // Pictures named on the command line (Open With) open on their own: no camera starts.
        if !options.pictures.isEmpty {
            guard pictureWindows.isEmpty else { return }
            for path in options.pictures { openPicture(path, reuse: false) }
            return
        }
        let initial = (try? commandLineSettings()?.get()) ?? settingsStore.loadCurrencies()
        let model = CameraViewModel(currencies: initial, history: history)
        let window = MainWindow(application: application, model: model, basket: BasketViewModel(history: history),
                                printsStats: options.printsStats)
        mainWindow = window
        if let settingsNotice { window.showNote(settingsNotice) }
        window.onOpenSettings = { [weak self] in self?.openSettings(first: false) }
        window.onOpenHistory = { [weak self] in self?.openHistory() }
        window.onOutputFailed = { [weak self] in
            self?.exitStatus = StandardStreams.exitOutputFailed
            self?.application.quit()
        }
        window.onShowDemo = { [weak self] in self?.startVideo(choice: .demo, remember: false) }
        window.onTakePicture = { [weak self] frame in self?.pictureWindow().open(snapshot: frame, takenAt: Date()) }
        window.window.addAction("source", string: { [weak self] value in self?.sourceChosen(value) })
        window.window.addAction("default-currency", string: { [weak self] code in self?.switchDefault(to: code) })
        window.window.addAction("open-picture") { [weak self] in self?.pictureWindow().chooseFile() }
        window.window.addAction("paste") { [weak self] in self?.pictureWindow().paste() }
        window.window.setHelpOverlay(builderXML: ShortcutsWindow.xml)
        devices.onChange = { [weak self] change in self?.devicesChanged(change) }
        devices.startMonitoring()
        updateSourceMenu()
        updateCurrencyMenu()
        window.window.present()
        if !initial.isEmpty {
            startVideo()
        } else {
            openSettings(first: true)
        }
    }

    private func openSettings(first: Bool) {
        guard let mainWindow else { return }
        UITrace.lifetimes(opening: "settings")
        let dialog = settingsDialog ?? SettingsDialog(parent: mainWindow.window,
                                                      model: SettingsViewModel(store: settingsStore),
                                                      listModel: currencyList)
        settingsDialog = dialog
        dialog.onListChanged = { [weak self] in self?.currenciesChanged(announce: false) }
        dialog.present { [weak self] _ in
            guard let self else { return }
            self.currenciesChanged(announce: !first)
            // Not only after the first-launch dialog: closed with ×, it left no video running,
            // and the settings button's dialog is then the one that must start it.
            if self.mainWindow?.currentSource == nil { self.startVideo() }
        }
    }

    /// The saved list goes to the camera window and the header's switcher.
    private func currenciesChanged(announce: Bool) {
        currencyList.reload()
        mainWindow?.apply(currencyList.currencies, announce: announce)
        for window in pictureWindows { window.model.updateCurrencies(currencyList.currencies) }
        updateCurrencyMenu()
    }

    /// The header's quick switcher: unmarked prices are now in `code`.
    private func switchDefault(to code: String) {
        guard currencyList.makeDefault(code: code) else { return }
        currenciesChanged(announce: false)
    }

    private func updateCurrencyMenu() {
        guard let mainWindow else { return }
        let items = currencyList.switcherItems
        mainWindow.currencyMenu.setItems(items.map { (label: $0.label, action: "win.default-currency::" + $0.code) })
        mainWindow.currencyMenu.label = currencyList.currencies.defaultCode ?? ""
        mainWindow.currencyMenu.isVisible = !items.isEmpty
    }

    /// The picture window Ctrl+O and paste use (the first open one, else a new one), shown.
    private func pictureWindow() -> PictureWindow {
        let window = pictureWindows.first ?? makePictureWindow()
        window.present()
        return window
    }

    private func makePictureWindow() -> PictureWindow {
        let currencies = (try? commandLineSettings()?.get()) ?? settingsStore.loadCurrencies()
        let model = PictureViewModel(currencies: currencies, recognizer: pictureReader, history: history)
        let window = PictureWindow(application: application, model: model)
        pictureWindows.append(window)
        window.window.onCloseRequest { [weak self, weak window] in
            self?.pictureWindows.removeAll { $0 === window }
            return false
        }
        return window
    }

    /// Opens `path` in the picture window (`reuse`) or a new one.
    private func openPicture(_ path: String, reuse: Bool) {
        let window = reuse ? pictureWindow() : makePictureWindow()
        window.present()
        window.open(path)
    }

    private func openHistory() {
        guard let mainWindow else { return }
        UITrace.lifetimes(opening: "history")
        let window = historyWindow ?? HistoryWindow(parent: mainWindow.window, model: HistoryViewModel(store: history))
        historyWindow = window
        window.present()
    }

    /// Opens `choice`, else the source asked for on the command line, else the remembered one;
    /// `.automatic` means the first camera, else the demo with a note. A source the user chose
    /// (on the command line or in the source menu) is remembered for the next launch; the demo
    /// offered after a camera failed is not.
    private func startVideo(choice: SourceChoice? = nil, remember: Bool = true) {
        guard let mainWindow else { return }
        let store = settingsStore as? GSettingsStore
        let remembered = store?.lastSource ?? .automatic
        if remember, let chosen = choice ?? options.source { store?.lastSource = chosen }
        var note: String?
        let source: VideoSource
        switch choice ?? options.source ?? remembered {
        case .camera(let path): source = .camera(devicePath: path)
        case .file(let path): source = .file(path: path)
        case .demo: source = demoSource()
        case .automatic:
            if let camera = CameraDevices().firstCameraPath() {
                source = .camera(devicePath: camera)
            } else {
                source = demoSource()
                note = tr("No camera found — showing the demo")
            }
        }
        mainWindow.start(source: source, note: note)
    }

    /// The source menu: every camera the device monitor sees, the demo, and a file.
    private func updateSourceMenu() {
        let cameras = devices.list().map { (label: $0.displayName, action: "win.source::camera:" + $0.devicePath) }
        mainWindow?.sourceMenu.setItems(cameras + [(tr("Demo Clip"), "win.source::demo"),
                                                   (tr("Open Picture or Video…"), "win.source::open")])
    }

    private func sourceChosen(_ value: String) {
        guard value == "open" else {
            startVideo(choice: SourceChoice(storedValue: value))
            return
        }
        guard let mainWindow else { return }
        UITrace.lifetimes(opening: "open-file")
        let dialog = OpenFileDialog(title: tr("Open Picture or Video"), parent: mainWindow.window,
                                    acceptLabel: tr("Open"), cancelLabel: tr("Cancel"))
        dialog.run { [weak self] path in self?.startVideo(choice: .file(path: path)) }
    }

    /// Keeps the menu current and brings a lost or missing camera back when it is plugged in.
    private func devicesChanged(_ change: CameraDeviceChange) {
        updateSourceMenu()
        guard case .added(let device) = change, let mainWindow,
              mainWindow.currentSource == .camera(devicePath: device.devicePath),
              mainWindow.cameraState != .running else { return }
        mainWindow.start(source: .camera(devicePath: device.devicePath), note: nil)
    }

    private func demoSource() -> VideoSource {
        .file(path: data?.demoClip ?? "demo.webm")
    }

    /// The status page floats over black video: give it the window's own colours.
    static let css = ".status-page { background-color: alpha(@theme_bg_color, 0.94); color: @theme_fg_color;"
        + " border-radius: 12px; padding: 18px; }"
        + " .price-line { font-weight: bold; }"
        + " .frozen-badge { background-color: rgba(20, 110, 220, 0.9); color: white; font-weight: bold;"
        + " border-radius: 6px; padding: 4px 10px; }"

    static let usage = tr("Usage: currency-camera [--camera /dev/videoN | --source demo|FILE] [--currency C] [--rate R] [--stats]\n       currency-camera [--currency C] [--rate R] PICTURE...\n       currency-camera convert TEXT [--rate R]\n       currency-camera currency list [--json] | add CODE RATE [--name NAME] [--symbols S] | remove CODE | default CODE\n       currency-camera history [--json]")
}
