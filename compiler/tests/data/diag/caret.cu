/* éé */ #warning after utf8
	 	#warning	tabbed
#define M(x) x
int a = M('ab');
