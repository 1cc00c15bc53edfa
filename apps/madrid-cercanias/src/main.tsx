import { mountApp } from '@transit/app';
import city from '@transit/city-madrid-cercanias';

mountApp(document.getElementById('root'), city);
