// cudagen 0.1 seed 595 invalid:kernel_deduced_return
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,host_device_function,host_function,constexpr_function,main,device_array,shared_var,extern_shared,constexpr_var,enum,enum_class,namespace,if,range_for,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_object,macro_paste
#include "prelude.cuh"

#define WARPS_1 3
#define TILE_DIM_2 128
#define CAT_3(a, b) a##b
enum class Phase4 {
    Off5,
    Slow6,
    Low7,
    Off8 = 5,
    High9
};
namespace gpu10 {
__device__ unsigned int d_drift11[64];
static __global__ void smooth12_kernel(long long *__restrict__ out13, char *buf14, int len15, int *dst16)
{
    extern __shared__ unsigned int dyn_17[];
    int s18 = 52L;
    if (!dst16) {
        return;
    }
    (--buf14[len15], (buf14[s18 & 7] = gpu10::d_drift11[50]));
    Phase4 tmp19 = Phase4::Off8;
    if (gpu10::d_drift11[len15 & 63] != len15) {
        return;
    }
}
__global__ void __launch_bounds__(sizeof(int) * 8, 0b1) pack20(long *acc21, int *acc22)
{
    for (const auto &lim23 : gpu10::d_drift11) {
        __shared__ float sh_24[32];
    }
    if ((0b11101 >= (*acc22)) || (acc22[1] & 1)) {
        return;
    }
    acc21[0] = acc22[3];
}
} // namespace gpu10
enum class State25 { Add26, Mul27, Off28 };
enum Phase29 { BLUE30, GREEN31, ON32 };
enum class Op33 { Green34, Blue35 };
enum Level36 : long { BLUE37, BLUE38 };
__host__ __device__ void mix39(float a40, int n41)
{
    n41--;
    Phase4 u42 = Phase4::High9;
    Phase4 t43 = Phase4::Slow6;
    float flag44 = a40;
    n41 = (a40 += a40, (n41));
    if ((n41 & 1) && n41) {
        return;
    }
    flag44--;
}
constexpr int run_sift45(int lane46)
{
    unsigned int res47 = lane46 << (45 >> lane46);
    float idx48 = TILE_DIM_2;
    return 27UL;
}
constexpr int DEPTH49 = 128;
enum class Color50 : long {
    Blue51 = 1,
    Green52,
    High53,
    High54,
    Slow55
};
constexpr int tile56(int lane57, int len58)
{
    lane57 = (lane57 += lane57, int(+lane57));
    lane57 = run_sift45(run_sift45(len58 / 0b101000));
    return run_sift45((len58 % DEPTH49) + (47lu << len58));
}
__global__ auto auto_kernel60(int *p)
{
    p[threadIdx.x] = 0;
}
int main(void)
{
    int n59 = 48;
    gpu10::smooth12_kernel<<<dim3((n59 + 63) / 64), (WARPS_1 + 5) * (BLUE38 + 3)>>>((long long*)nullptr, nullptr, n59 % tile56(n59, n59), nullptr);
    n59 = -DEPTH49;
    n59 = WARPS_1 + n59;
    if ((n59 - DEPTH49) <= 33) {
        return alignof(char);
    }
    gpu10::pack20<<<(n59 + 127) / 128, (512)>>>(nullptr, (int*)nullptr);
    return 0;
}
