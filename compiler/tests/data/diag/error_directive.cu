#warning before
#error custom stop
#warning not reached
