import type { PlaceRating } from '../core/place-rating.ts';
import { failure, success, type Result } from '../core/result.ts';

/**
 * The boundary to the Google Maps JavaScript API: its bootstrap script (loaded once, with a
 * global callback as Google documents it) and the Places "getDetails" call for the two fields the
 * rating box shows. Its shapes stay in this file.
 */
export interface PlacesConfig {
  scriptUrl: string;
  apiKey: string;
  placeId: string;
}

interface PlacesService {
  getDetails(
    request: { placeId: string; fields: string[] },
    callback: (place: { rating?: number; user_ratings_total?: number } | null, status: string) => void,
  ): void;
}

interface GoogleMaps {
  maps: { places: { PlacesService: new (attributionContainer: HTMLElement) => PlacesService } };
}

const callbackName = '__placesReady';
let loading: Promise<GoogleMaps> | null = null;

function loadMapsScript({ scriptUrl, apiKey }: PlacesConfig): Promise<GoogleMaps> {
  loading ??= new Promise<GoogleMaps>((resolve, reject) => {
    const url = new URL(scriptUrl);
    url.searchParams.set('key', apiKey);
    url.searchParams.set('libraries', 'places');
    url.searchParams.set('loading', 'async');
    url.searchParams.set('callback', callbackName);
    (window as unknown as Record<string, unknown>)[callbackName] = () =>
      resolve((window as unknown as { google: GoogleMaps }).google);
    const script = document.createElement('script');
    script.src = url.href;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error(`The maps script did not load from ${url.origin}.`));
    };
    document.head.append(script);
  });
  return loading;
}

/** The place's rating, or why there is none (status other than OK, or a failed load). */
export async function loadPlaceRating(config: PlacesConfig): Promise<Result<PlaceRating>> {
  try {
    const google = await loadMapsScript(config);
    const service = new google.maps.places.PlacesService(document.createElement('div'));
    return await new Promise((resolve) => {
      service.getDetails({ placeId: config.placeId, fields: ['rating', 'user_ratings_total'] }, (place, status) => {
        if (status === 'OK' && place && typeof place.rating === 'number') {
          resolve(success({ rating: place.rating, userRatingsTotal: place.user_ratings_total ?? 0 }));
        } else {
          resolve(failure(`Place lookup answered ${status}`));
        }
      });
    });
  } catch (error) {
    return failure(`Place lookup failed: ${(error as Error).message}`);
  }
}
