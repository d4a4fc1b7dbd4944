// cudagen 0.2 seed 458 valid headers
// features: kernel,kernel_static,launch,main,shared_var,constexpr_var,const_local,enum_class,if,goto,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_binary,lit_nullptr,cast_reinterpret,macro_paste,pp_ifdef,bit_field,explicit_specialization,alias_template,if_constexpr,type_traits,hdr_vector,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <tuple>

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 3
#else
#define TUNE_3 53
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__host__ __device__ float norm5(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
template <typename T> using Ptr7 = T *;
template <typename A, typename B> struct Duo8 { A a; B b; };
template <typename T> using Same9 = Duo8<T, T>;
__device__ int aliased6(int x) {
    Ptr7<int> p = &x;
    Same9<int> d{x, 4};
    return x + *p + d.a + d.b;
}

static __global__ void trace10(int len11, short* acc12, int len13, float beta14)
{
    if (acc12 != nullptr) {
        goto done17;
    }
    if (((*acc12) <= len11) && (len13 <= len13)) {
        const unsigned x15 = (+(len11 + beta14));
        (void)x15;
        __shared__ int sh_16[256];
        (void)sh_16;
    }
done17:;
}
template <typename T> struct IsReal19 { static constexpr bool value = false; };
template <> struct IsReal19<float> { static constexpr bool value = true; };
template <> struct IsReal19<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify18(T v) {
    if constexpr (IsReal19<T>::value) {
        return static_cast<int>(v * 5);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
struct Packed20 {
    unsigned int f0 : 3;
    unsigned int f1 : 10;
};
__host__ __device__ int pack21(int x) {
    Packed20 b{};
    b.f0 = static_cast<unsigned>(x) & 7u;
    b.f1 = 37;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1);
}
enum class Level22 { Low23, Red24, Add25 = 6, Busy26 };

int main(void)
{
    int count27 = 47;
    std::vector<int> vec28(static_cast<size_t>(count27) % 64 + 1);
    vec28.push_back(static_cast<int>(1));
    vec28[0] = static_cast<int>(count27);
    int *ptr29 = vec28.data();
    int count30 = static_cast<int>(vec28.size());
    (void)count30;
    double diff31 = *ptr29;
    trace10<<<128, 1 << 8>>>(TUNE_3 / count27, reinterpret_cast<short*>(ptr29), 863 % count27, diff31 + (8 ^ count27));
    return 0;
}
