// cudagen 0.2 seed 546 valid headers
// features: kernel,launch,launch_dim3,device_function,device_template_function,host_function,main,device_array,constant_var,shared_var,extern_shared,struct,struct_methods,typedef,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,member_access,array_index,call,method_call,lit_int_binary,lit_int_suffix,lit_float,cast_c,sizeof,comments,variadic_template,pack_expansion,fold_expression,if_constexpr,type_traits,runtime_api,hdr_cmath,hdr_type_traits
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Pixel4 {
    bool id5;
    unsigned long long hi6;
    int hi7;
    __host__ __device__ int get8() const {
        return hi7;
    }
    __host__ __device__ void mix9(float v10) {
        hi7 = v10;
    }
};
template <typename... Ts>
__device__ double fold11(Ts... xs) {
    return (static_cast<double>(xs) * ... * 1.0);
}
template <typename... Ts>
__device__ int count12(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
template <typename... Ts>
__device__ bool all13(Ts... xs) { return (... && (xs != 0)); }
__device__ int spread14(int x) {
    return static_cast<int>(fold11(x, 7.5f, 7u)) + count12(x, x, 1.0) + (all13(x, 7) ? 1 : 0) + count12(static_cast<long>(x), 7);
}
typedef float real15_t;
__constant__ char c_combine16 = 47u;
__constant__ Pixel4 c_pack17 = {true, 57, 27};
// Helper used by the kernels below.
__global__ void stencil18_kernel(int stride19) {
    extern __shared__ real15_t dyn_20[];
    stride19--;
    dyn_20[stride19] = 9.625F;
    char e21 = 15;
    (void)e21;
}
template <typename T>
__device__ int classify22(T v) {
    if constexpr (std::is_floating_point_v<T>) {
        return static_cast<int>(v * 7);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
__device__ unsigned d_tally23[8];
template <class T, typename U>
__device__ int rank24(U *out25, const U *src26) {
    Pixel4 tmp27 = Pixel4{};
    real15_t res28 = 0b111010;
    d_tally23[c_combine16] = c_combine16;
    res28 -= tmp27.get8() - c_combine16;
    unsigned k29 = tmp27.get8();
    (void)k29;
    tmp27.get8();
    return tmp27.get8();
}
void run_rank30(double *buf31, int n32) {
    n32 %= ((*buf31) > 18U) ? (n32 | n32) : 37;
    int sum33 = buf31[n32];
    (void)sum33;
    int device34 = 0;
    cudaGetDevice(&device34);
    cudaDeviceProp prop35;
    cudaGetDeviceProperties(&prop35, device34);
    int sms36 = prop35.multiProcessorCount + prop35.warpSize;
    static_assert(sizeof(int) == 4, "size check");
    real15_t off37{15.0f};
    (void)off37;
    ceilf(sms36 & (sizeof(float) | n32));
    ++n32;
}
int main() {
    int len38 = 3057;
    static_assert(sizeof(int) == 4);
    len38 = ((len38 < fmaxf(len38, 11)) ? (len38 * len38) : (len38 * 6)) + fabsf(23 / len38);
    len38 += (len38 + 59) & (49ll + len38);
    stencil18_kernel<<<dim3(2, (len38 + 255) / 256, (len38 + 127) / 128), dim3(2, (len38 + 127) / 128, 128)>>>((long)4);
    return 0;
}
