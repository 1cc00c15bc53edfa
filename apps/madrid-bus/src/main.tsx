import { mountApp } from '@transit/app';
import city from '@transit/city-madrid-bus';

mountApp(document.getElementById('root'), city);
