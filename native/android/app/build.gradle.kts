// The app module: one WebView on the city's web app, the native bridge (src/main/java/es/transitapp/bridge), and two
// store flavours: `google` (Play Billing, Play In-App Review, Play Install Referrer) and `huawei` (AppGallery link,
// no billing). Build one city with -Ptransit.city=<id> (gradle.properties has the default).
plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
}

/** A city's app: its Android application id, its name and its web app's address. */
data class City(val applicationId: String, val name: String, val websiteUrl: String)

/**
 * Every city, keyed by project id, as packages/core/src/projects.ts has them (packages/bridge's nativeConstants.test.ts
 * fails when the two disagree).
 */
val cities = mapOf(
    "madrid" to City("es.transitapp.madrid", "Transporte Madrid", "https://madrid.transit-app.es"),
    "madrid-metro" to City("es.transitapp.madrid.metro", "Metro de Madrid", "https://metro-madrid.transit-app.es"),
    "madrid-cercanias" to City("es.transitapp.madrid.cercanias", "Cercanías Madrid", "https://cercanias-madrid.transit-app.es"),
    "madrid-bus" to City("es.transitapp.madrid.bus", "Bus Madrid", "https://bus-madrid.transit-app.es"),
    "madrid-card" to City("es.transitapp.madrid.card", "Saldo Abono Transporte", "https://abono-madrid.transit-app.es"),
    "barcelona" to City("es.transitapp.barcelona", "Transport Barcelona", "https://barcelona.transit-app.es"),
    "bilbao" to City("es.transitapp.bilbao", "Transporte Bilbao", "https://bilbao.transit-app.es"),
    "new-york" to City("es.transitapp.newyork", "New York Transit", "https://new-york.transit-app.es"),
)
val cityId = providers.gradleProperty("transit.city").getOrElse("madrid")
val city = cities[cityId] ?: error("Unknown transit.city '$cityId': one of ${cities.keys.joinToString()}")

android {
    namespace = "es.transitapp"
    compileSdk = 35

    defaultConfig {
        applicationId = city.applicationId
        minSdk = 24
        targetSdk = 35
        // The web gates features on this code (spec §5, packages/core ANDROID_VERSION_GATES): store subscriptions 29,
        // one-time purchases 30, status-bar colours 38. This wrapper implements all of them, so it is never below 38.
        versionCode = 38
        versionName = "2.0.717"
        buildConfigField("String", "WEBSITE_URL", "\"${city.websiteUrl}\"")
        manifestPlaceholders["appLabel"] = city.name
    }

    flavorDimensions += "store"
    productFlavors {
        create("google") {
            dimension = "store"
        }
        create("huawei") {
            dimension = "store"
            versionNameSuffix = "-huawei"
        }
    }

    buildTypes {
        release {
            // The default rules keep @JavascriptInterface methods, which the web calls by name.
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"))
        }
    }

    buildFeatures {
        buildConfig = true
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }

    kotlinOptions {
        jvmTarget = "17"
    }
}

dependencies {
    implementation("androidx.core:core-ktx:1.15.0")
    implementation("androidx.activity:activity-ktx:1.9.3")

    // Google Play only: the Huawei flavour ships none of Google's store libraries.
    "googleImplementation"("com.android.billingclient:billing-ktx:7.1.1")
    "googleImplementation"("com.google.android.play:review-ktx:2.0.2")
    "googleImplementation"("com.android.installreferrer:installreferrer:2.2")
}
