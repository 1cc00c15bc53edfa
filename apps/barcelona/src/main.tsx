import { mountApp } from '@transit/app';
import city from '@transit/city-barcelona';

mountApp(document.getElementById('root'), city);
