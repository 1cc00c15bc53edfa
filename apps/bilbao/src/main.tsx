import { mountApp } from '@transit/app';
import city from '@transit/city-bilbao';

mountApp(document.getElementById('root'), city);
