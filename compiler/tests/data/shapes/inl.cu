#include "prelude.cuh"
struct A {
    inline int f() { return 1; }
    inline operator int() { return 2; }
    inline int g();
    __device__ inline int h() { return 3; }
    __device__ inline operator float *() { return 0; }
    __host__ __device__ inline int k() { return 4; }
    static inline int s() { return 5; }
};
template <class T>
struct B {
    inline int f() { return 1; }
    __device__ inline operator T *() { return 0; }
};
inline int A::g() { return 6; }
int main() { return 0; }
