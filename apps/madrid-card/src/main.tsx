import { mountApp } from '@transit/app';
import city from '@transit/city-madrid-card';

mountApp(document.getElementById('root'), city);
