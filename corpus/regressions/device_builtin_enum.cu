int before;
enum __attribute__((device_builtin)) E1 { A1, B1 };
struct __attribute__((device_builtin)) S1 { int x; };
typedef __attribute__((device_builtin)) enum E1 E1t;
typedef struct __attribute__((device_builtin)) S2 { int y; } S2t;
struct __attribute__((device_builtin)) S4 { int z; } s4var;

enum __attribute__((device_builtin)) E3 { A3 = 2 };
int mid; enum __attribute__((device_builtin)) E4 { A4 };


struct __attribute__((device_builtin)) S5 { int w; };
struct __attribute__((device_builtin_texture_type)) T1 { int q; };
int after;
