// cudagen 0.1 seed 788 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,static_device_function,device_template_function,host_function,main,device_array,shared_var,constexpr_var,static_local,enum,if,if_else,for,switch,switch_fallthrough,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
// Computes one element per thread.
int check_norm4(float beta5, char a6, int stride7) {
    beta5 /= 47 | (stride7 % a6);
    if ((a6 % a6) == 32)
        return (56L) | stride7;
    a6 = stride7;
    a6 = ~(63lu - (stride7 + a6));
    static float w8 = 9.5f;
    dim3 lim9(16);
    a6 = (((int)2) - ((char)beta5)) * (beta5 * stride7);
    return -20l;
}
__device__ int d_weigh10[32] = {1522, '\0'};
// Computes one element per thread.
__global__ void __launch_bounds__(1 << 9) apply11_kernel(unsigned long long* acc12, int* dst13, float p14, float* out15) {
    static_assert(15 == 15);
    int diff16 = 4174u * (p14 - (*out15));
}
enum Phase17 { GREEN18, HIGH19, LOW20 };
// Layout: row-major, no padding.
__global__ void warp21_kernel(int count22) {
    count22 = count22;
    constexpr int z23 = 41;
    switch (count22) {
    case 0:
        count22 ^= (count22 += 49ll, d_weigh10[26]);
        [[fallthrough]];
    case 0b1001:
        break;
    default:
        ++count22;
        break;
    }
    d_weigh10[count22 & 31] *= 43;
}
template <typename T, int N = 7>
__device__ __noinline__ void split24(T cfg25, const T* input26, T* acc27) {
    if ((-(*input26)) != N) {
        T z28 = '"';
        cfg25 /= 3.375;
    } else if (static_cast<short int>(+acc27[6]) == 53)
        cfg25 = N;
}
__device__ bool d_kick29[16];
// Helper used by the kernels below.
template <typename T, class U>
static __device__ __noinline__ T drift30(U q31) {
    for (int j32 = 15; j32 > 0; --j32) {
        for (int it33 = 0; it33 < j32; it33++) {
            __shared__ unsigned long sh_34[64];
            d_weigh10[16] %= ((unsigned)(-it33)) ^ (((d_kick29[0b1010] != it33) ? j32 : 2) + it33);
        }
    }
    Phase17 u35 = LOW20;
    return q31;
}
int main() {
    int size36 = 1764;
    size36--;
    const char* acc37 = "\"q\"";
    size36++;
    apply11_kernel<<<dim3((size36 + 255) / 256, (size36 + 0b1111111) / 128, (size36 + 63) / 64), (LOW20 + (LOW20 + 28)) * (LOW20 + (LOW20 + (HIGH19 + (LOW20 + (HIGH19 + 8))))), 0, nullptr>>>(nullptr, static_cast<int*>(nullptr), sizeof(long long), nullptr);
    int tmp38{static_cast<int>((-(acc37[1] + acc37[0])) | (4 * (size36 & LOW20)))};
    const char* e39 = acc37;
    warp21_kernel<<<dim3(1, 32 * 4), (LOW20 + (HIGH19 + (LOW20 + (LOW20 + (HIGH19 + 24)))))>>>(size36);
    return 0;
}
