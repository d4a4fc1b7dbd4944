__extension__ typedef long long ll;
__extension__ extern long long f1(int a);
__extension__ static inline long long f2(int a) { return a; }
__extension__ int v1, v2;
__extension__ typedef struct { long long q; } S;
struct C { __extension__ long long m; __extension__ int g(); };
namespace n { __extension__ int w; }
int v3;
extern "C" { __extension__ int v4; }
