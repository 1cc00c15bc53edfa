import { mountApp } from '@transit/app';
import city from '@transit/city-new-york';

mountApp(document.getElementById('root'), city);
