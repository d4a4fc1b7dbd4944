namespace std __attribute__((__visibility__("default"))) {
int a;
}
namespace __attribute__((__visibility__("default"))) n2 {
int b;
}
namespace n3 __attribute__((deprecated)) { int c; }
inline namespace n5 __attribute__((__abi_tag__ ("x", "y"))) { int f; }
typedef int I __attribute__((deprecated));
typedef __attribute__((deprecated)) int J;
typedef int __attribute__((deprecated("x"))) K;
__attribute__((deprecated)) typedef int L;
typedef int
  __attribute__((deprecated("y")))
  M;
typedef int __attribute__((aligned(8))) N, *PN;
struct S { int x; };
typedef struct S __attribute__((deprecated("z"))) St;
struct __attribute__((device_builtin)) V4 { int x, y, z, w; };
#pragma GCC diagnostic push
typedef __attribute__((device_builtin)) struct V4 __attribute__((deprecated("use V4a"))) v4;
#pragma GCC diagnostic pop
typedef __attribute__((device_builtin)) struct V4 v4b;
