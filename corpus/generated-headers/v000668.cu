// cudagen 0.2 seed 668 valid headers
// features: kernel,maxnreg,launch,launch_dim3,device_function,device_forceinline,host_function,main,constexpr_var,local_array,enum_class,if,for,ternary,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,alignof,macro_statement,nested_class,enum_underlying,variadic_template,fold_expression,exceptions,runtime_api,hdr_cmath
#include <cuda_runtime.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
enum class Axis3 : unsigned char {
    Off4 = 1,
    Off5,
    Low6 = 4,
    Mul7 = 7,
    Low8 = 9
};

__global__ void __maxnreg__(64) pack9_kernel(float b10, const int *coef11, const char *input12) {
    b10 = 020;
    b10 = (8 > input12[4]) ? 2 : (((unsigned)(*input12)) * ((unsigned int)22));
    short m13 = ((input12 != nullptr) ? coef11[1] : b10) * (input12[6] >> 0);
    for (int j14 = 0; j14 < m13; ++j14) {
        int tmp15 = (j14 << 12ul) - 33;
        (void)tmp15;
        b10 = 5.625f;
    }
}
constexpr int LANES16 = 1 << 7;

__device__ __forceinline__ double norm17(int count18) {
    constexpr unsigned int e19 = 27;
    constexpr int mid20 = 35;
    count18 = LANES16;
    int prod21 = u8' ';
    int cnt22 = sinf((e19 - prod21) / fmaxf(prod21, -8.375f));
    (void)cnt22;
    unsigned int q23((((22ULL == prod21) ? LANES16 : mid20) - 31) + (((count18 < 61) ? LANES16 : 13u) >> (prod21 * mid20)));
    (void)q23;
    if (fabsf(prod21) > 35)
        return prod21 % count18;
    return (cosf(LANES16) - size_t(mid20));
}
template <typename... Ts>
__host__ __device__ double fold24(Ts... xs) {
    return (static_cast<double>(xs) + ... + 0.0);
}
template <typename... Ts>
__host__ __device__ int count25(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
template <typename... Ts>
__host__ __device__ bool all26(Ts... xs) { return (... && (xs != 0)); }
__host__ __device__ int spread27(int x) {
    return static_cast<int>(fold24(x, 3.5f, 3u)) + count25(x, x, 1.0) + (all26(x, 3) ? 1 : 0);
}

inline int check_mix28(int len29, const short *src30) {
    len29 = sizeof(int) - len29;
    len29 = 47 + ((len29) - len29);
    int device31 = 0;
    cudaGetDevice(&device31);
    cudaDeviceProp prop32;
    cudaGetDeviceProperties(&prop32, device31);
    int sms33 = prop32.multiProcessorCount + prop32.warpSize;
    pack9_kernel<<<dim3(1, (sms33 + 63) / 64, 32 * 0b1000), (128)>>>(sms33, nullptr, reinterpret_cast<const char*>(src30));
    try {
        if (len29 > 6) {
            throw 6;
        }
    } catch (int) {
    } catch (...) {
    }
    return static_cast<double>(static_cast<int>(9));
}
struct Pool34 {
    using value_type = unsigned;
    struct Item {
        value_type v;
        __host__ __device__ value_type scaled() const { return v * static_cast<value_type>(3); }
    };
    Item first, second;
    __host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ unsigned walk35(int x) {
    using value_type = Pool34::value_type;
    Pool34::Item e{static_cast<value_type>(x)};
    Pool34 t{e, e};
    return t.total();
}

float spread36(int lane37, unsigned int *dst38, size_t alpha39) {
    cudaError_t err40 = cudaDeviceSynchronize();
    int ok41 = err40 == cudaSuccess ? 1 : 0;
    cudaStream_t stream42;
    cudaStreamCreate(&stream42);
    cudaStreamSynchronize(stream42);
    ok41 = spread27((lane37 + lane37) / (alignof(char) * alpha39));
    return fmaxf((1 * (*dst38)) - (10.75f - ok41), ((LANES16)));
}

int main() {
    int n43 = 3430;
    int mid44[7]{LANES16, 3487U, -1, n43, 30, 60, static_cast<int>(29)};
    mid44[n43] = 44;
    return 0;
}
