import { mountApp } from '@transit/app';
import city from '@transit/city-madrid';

mountApp(document.getElementById('root'), city);
