// A function entity prints with every execution space any of its declarations wrote;
// attributes after a class body stay there; nullptr_t prints as `__decltype((nullptr))`.
#include "prelude.cuh"
template <class T> static __inline__ __device__ int dm1(T **p, int n);
template <class T> static __inline__ __device__ int dm2(T **p, int n);
void other();
template <class T> static __inline__ __host__ int dm1(T **p, int n) { return n; }
template <class T> static __inline__ __host__ int hm1(T **p, int n);
template <class T> static __inline__ __device__ int hm1(T **p, int n) { return n; }
template <class T> __device__ int dm3(T n);
template <class T> __host__ __device__ int dm3(T n);
namespace std { typedef decltype(nullptr) nullptr_t; }
template <class T> struct H {};
template <> struct H<std::nullptr_t> { int x; };
H<std::nullptr_t> h1;
H<decltype(nullptr)> h2;
void f(std::nullptr_t p, decltype(nullptr) q) { }
template <class T> struct D1 { } __attribute__((__deprecated__("use '" "X" "' instead")));
struct D2 { } __attribute__((__deprecated__("use Y")));
template <class T> struct D3 : H<T> { int z; } __attribute__((__deprecated__));
struct P1 { char c; int i; } __attribute__((packed));
struct P2 { char c; } __attribute__((aligned(16), deprecated));
struct __attribute__((packed)) P4 { char c; int i; } __attribute__((deprecated("x")));
