// cudagen 0.2 seed 564 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,device_function,device_forceinline,static_device_function,device_template_function,main,shared_var,constexpr_var,local_array,enum,namespace,if,if_else,if_init,switch,goto,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_float,lit_nullptr,cast_functional,cast_reinterpret,sizeof,enable_if,ctad,deduction_guide,sfinae,hdr_cmath,hdr_type_traits
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <utility>
#include <cuda/std/array>
#include <cuda/std/functional>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

template <typename T, int N>
__global__ void probe2(T* data3, long* data4, int stride5) {
    if (stride5 > expf(stride5)) {
        goto finish8;
    }
    cosf((N));
    (*data4)++;
    switch (*data4) {
    case 7:
        if ((stride5) > floorf(-1178)) {
            int s6[(5)] = {};
            (void)s6;
            float* cnt7 = reinterpret_cast<float*>(data4);
            (void)cnt7;
        } else {
        }
        break;
    default:
        break;
    }
finish8:;
}
template <typename T>
__host__ __device__ typename std::enable_if<(sizeof(T) <= 4), int>::type narrow9(T v) { return static_cast<int>(v) * 1; }
template <typename T>
__host__ __device__ typename std::enable_if<!(sizeof(T) <= 4), int>::type narrow9(T v) { return static_cast<int>(v) * 2; }

namespace kern10 {
static __device__ __forceinline__ float scatter11(const int* input12) {
    __shared__ size_t sh_13[64];
    if (constexpr float q14 = 31; ((*input12) / sh_13[5]) > sh_13[48]) {
        __shared__ int sh_15[64];
        (void)sh_15;
    }
    int cnt16 = narrow9<double>(sizeof(unsigned long long));
    sh_13[46] = (13 + (*input12)) * (cnt16 + (*input12));
    narrow9(cnt16);
    cnt16--;
    return cnt16;
}
} // namespace kern10
float norm17(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
template <typename T> struct Keep18 {
    T v;
    __device__ Keep18(T x) : v(x) {}
    __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin19 { A a; B b; };
template <typename A, typename B> Twin19(A, B) -> Twin19<A, B>;
template <typename T> struct View20 {
    const T *p;
    int n;
    __device__ View20(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View20(T *, int) -> View20<T>;
__device__ int deduce21(int x) {
    Keep18 h(x);
    Keep18 g{1.5};
    Twin19 d{x, 2.5f};
    View20 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
enum Axis22 { GREEN23, HIGH24, LOW25, BLUE26 };

int main() {
    int size27 = 80;
    if (fminf(fmaxf(14.5F, size27), -size27) > 31) {
        switch (size27) {
        case 0: {
            size27 = (sqrtf(size27) + 53) - (size27 / fabsf(size27));
            Axis22 lim28 = BLUE26;
            (void)lim28;
            break;
        }
        }
    } else if (long long w29{11}; int(size27 * w29) < 8) {
        w29 = w29;
    } else if (w29) {}
    probe2<long, 7><<<LOW25, LOW25 * (BLUE26 + (HIGH24 + (HIGH24 + (HIGH24 + (LOW25 + 010)))))>>>(nullptr, nullptr, size27 - (size27 << 11));
    return 0;
}
