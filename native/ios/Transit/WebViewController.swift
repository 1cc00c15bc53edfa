import UIKit
import WebKit

/// The app's one screen: the city's web app in a WKWebView, opened at its /app entry as an iOS client (spec §2),
/// between a status bar area and a home indicator area the web colours through the bridge. Links to other sites open
/// in Safari.
public final class WebViewController: UIViewController, WKNavigationDelegate {
    /// The app entry route (spec §2; packages/core ROUTES.app).
    private static let appEntryPath = "/app"

    private let websiteURL: URL
    private let statusBarBackground = UIView()
    private let homeIndicatorBackground = UIView()
    private var webView: WKWebView?
    private var handler: BridgeHandler?
    private var statusBarStyle: UIStatusBarStyle = .lightContent

    /// - Parameter websiteURL: the city's web app, e.g. https://madrid.transit-app.es (packages/core/src/projects.ts).
    public init(websiteURL: URL) {
        self.websiteURL = websiteURL
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("WebViewController is made in code.")
    }

    override public var preferredStatusBarStyle: UIStatusBarStyle { statusBarStyle }

    override public func viewDidLoad() {
        super.viewDidLoad()
        // Spec §4: until the web sets a colour, the status bar is black.
        statusBarBackground.backgroundColor = .black
        homeIndicatorBackground.backgroundColor = .black

        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.navigationDelegate = self
        webView.scrollView.contentInsetAdjustmentBehavior = .never
        let handler = BridgeHandler(webView: webView, webAppHost: websiteURL.host, screen: self)
        webView.configuration.userContentController.add(handler, name: BridgeContract.iosMessageHandler)
        self.webView = webView
        self.handler = handler
        layOut(webView)
        webView.load(URLRequest(url: appEntryURL()))
    }

    /// The web app's entry: /app with the client's parameters (spec §2; packages/core's parseAppParams reads them).
    private func appEntryURL() -> URL {
        var components = URLComponents(url: websiteURL, resolvingAgainstBaseURL: false)
        components?.path = Self.appEntryPath
        let info = Bundle.main.infoDictionary ?? [:]
        var query = [URLQueryItem(name: "client", value: "ios")]
        if let version = info["CFBundleShortVersionString"] as? String {
            query.append(URLQueryItem(name: "iosClientVersion", value: version))
        }
        // The web reads the build number as a number: only one that is digits (and a dot) is passed.
        if let build = info["CFBundleVersion"] as? String,
           build.range(of: #"^\d+(\.\d+)?$"#, options: .regularExpression) != nil {
            query.append(URLQueryItem(name: "iosClientVersionNumber", value: build))
        }
        components?.queryItems = query
        return components?.url ?? websiteURL
    }

    private func layOut(_ webView: WKWebView) {
        for child in [statusBarBackground, webView, homeIndicatorBackground] {
            child.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(child)
        }
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            statusBarBackground.topAnchor.constraint(equalTo: view.topAnchor),
            statusBarBackground.bottomAnchor.constraint(equalTo: safeArea.topAnchor),
            webView.topAnchor.constraint(equalTo: safeArea.topAnchor),
            webView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
            homeIndicatorBackground.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
            homeIndicatorBackground.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ] + [statusBarBackground, webView, homeIndicatorBackground].flatMap { child in
            [child.leadingAnchor.constraint(equalTo: view.leadingAnchor),
             child.trailingAnchor.constraint(equalTo: view.trailingAnchor)]
        })
    }

    // MARK: WKNavigationDelegate

    public func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        guard let url = navigationAction.request.url, navigationAction.targetFrame?.isMainFrame != false,
              url.host != websiteURL.host, ["http", "https", "mailto", "tel"].contains(url.scheme ?? "")
        else {
            decisionHandler(.allow)
            return
        }
        UIApplication.shared.open(url)
        decisionHandler(.cancel)
    }
}

extension WebViewController: BridgeScreen {
    func setStatusBar(color: UIColor, hasDarkContent: Bool) {
        statusBarBackground.backgroundColor = color
        statusBarStyle = hasDarkContent ? .darkContent : .lightContent
        setNeedsStatusBarAppearanceUpdate()
    }

    func setHomeIndicatorArea(color: UIColor) {
        homeIndicatorBackground.backgroundColor = color
    }
}
