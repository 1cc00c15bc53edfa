import { mountApp } from '@transit/app';
import city from '@transit/city-madrid-metro';

mountApp(document.getElementById('root'), city);
