#warning in system header
int s = 'ab';
