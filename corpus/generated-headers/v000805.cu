// cudagen 0.2 seed 805 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,main,device_var,constexpr_var,enum,enum_class,for,pragma_unroll,compound_assign,bitwise,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,enum_underlying,nttp_integral,explicit_specialization,if_constexpr,type_traits,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>

#define BLOCK_SIZE_1 64
#define CHUNK_2 (128)
#define NUM_ITERS_3 4
#define HALF_4(x) ((x) / 2)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
enum Color6 : short { RED7, LOW8 = 5, IDLE9 };
__device__ float d_decay10 = 1.5f;
template <typename T, int N>
struct Fixed11 {
    T data[N];
    __device__ T sum() const {
        T s = T();
        for (int i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> __device__ T scaleBy12(T v) { return v * static_cast<T>(K); }
template <bool Neg> __device__ int flip13(int v) { return Neg ? -v : v; }
__device__ double fixed14(int x) {
    Fixed11<double, 4> a{};
    a.data[0] = static_cast<double>(x);
    return a.sum() + scaleBy12<6>(static_cast<double>(x)) + static_cast<double>(flip13<true>(x));
}
float norm15(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
float norm16(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
enum class Color17 { Red18, Busy19, Add20 };
template <typename T> struct IsReal22 { static constexpr bool value = false; };
template <> struct IsReal22<float> { static constexpr bool value = true; };
template <> struct IsReal22<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify21(T v) {
    if constexpr (IsReal22<T>::value) {
        return static_cast<int>(v * 6);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
__host__ __device__ float norm23(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

__global__ void fuse24_kernel(signed char *data25, unsigned char *acc26)
{
    int tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    data25[tid27] += static_cast<unsigned int>(HALF_4(tid27)) % (acc26[tid27 & 7] + blockIdx.x);
    #pragma unroll
    for (int j28 = 0; j28 < 14; ++j28) {
        acc26[4] = j28;
        d_decay10 = ((*acc26) += d_decay10, (*data25));
        (++(*data25), ((*acc26) = ((*acc26) | long(CHUNK_2)) & ((18 - tid27) - j28)));
    }
}

int main()
{
    int n29 = 520;
    for (int it30 = 0; it30 < n29; ++it30) {
        n29 ^= n29;
        int x31((float(n29)));
        x31 ^= ~(n29 - x31);
    }
    n29 = IDLE9;
    fuse24_kernel<<<dim3(256, (128)), sizeof(unsigned int) * (IDLE9 + (LOW8 + LOW8))>>>(nullptr, nullptr);
    return 0b0;
}
