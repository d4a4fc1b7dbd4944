// cudagen 0.1 seed 281 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,device_var,device_array,shared_var,shared_2d,extern_shared,constexpr_var,if,goto,static_assert,compound_assign,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_init_capture,lambda_iife,macro_object,macro_paste
#include "prelude.cuh"

#define WARPS_1 5
#define TILE_DIM_2 3
#define CAT_3(a, b) a##b
__global__ void tally4(int count5) {
    extern __shared__ float dyn_6[];
    int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid7 >= count5) {
        return;
    }
    int u8 = 39;
    ++dyn_6[2];
    unsigned long mid9 = dyn_6[gridDim.x];
}
__device__ unsigned d_tally10;
static_assert(sizeof(int) == 4, "tile must fit");
static constexpr int RADIUS11 = TILE_DIM_2 + 0x5;
__device__ int d_bias12[16] = {-14L};
static int run_shade13(int count14, const int *coef15) {
    bool diff16{false};
    tally4<<<1 << (TILE_DIM_2 + 4), 1 << 9, sizeof(float) * 32, (cudaStream_t)0>>>(RADIUS11);
    return (+diff16);
}
__global__ void __launch_bounds__(RADIUS11 + (RADIUS11 + (TILE_DIM_2 + (RADIUS11 + 0x3e5)))) stencil17_kernel(const int *coef18, int *data19, int *data20, const long *in21) {
    extern __shared__ short dyn_22[];
    int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_22[d_tally10]++;
    d_bias12[9]++;
    signed char mid24{static_cast<signed char>(WARPS_1)};
    float s25 = sizeof(char);
    if (data20[6] != (*data20)) {
        goto done26;
    }
    dyn_22[1] *= WARPS_1;
done26:;
}
__global__ void smooth27(float a28) {
    extern __shared__ int dyn_29[];
    int gid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ unsigned sh_31[14][12];
    __shared__ float sh_32;
}
constexpr double kR33 = 6.5;
static __device__ float d_norm34[32] = {-0.375f, -5.125f, 3620, 18.75F};
__global__ void split35_kernel(float *acc36) {
    int tid37 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr int r38 = 0x5b1U;
    ++d_norm34[12];
    acc36[threadIdx.x]--;
}
static int run_scatter39(int lane40, const int *src41) {
    if (CAT_3(lane, 40) * RADIUS11) {
        return (lane40 - RADIUS11) * run_shade13(kR33, src41);
    }
    stencil17_kernel<<<sizeof(float) * 128, dim3((lane40 + 63) / 64, sizeof(float) * (TILE_DIM_2 + 0x1d)), sizeof(float) * 0x20>>>(&lane40, (int*)nullptr, nullptr, nullptr);
    dim3 e42((32), (lane40 + 31) / 32, WARPS_1 + (RADIUS11 + (RADIUS11 + 235)));
    return RADIUS11;
}
__global__ void shade43(short *dst44, int lane45, float *out46) {
    extern __shared__ int dyn_47[];
    unsigned gid48 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid48 >= lane45) {
        return;
    }
    __shared__ unsigned long sh_49[(TILE_DIM_2 + (RADIUS11 + (WARPS_1 + (RADIUS11 + 232))))];
    static_assert((0x8 * 7) == 56);
    __shared__ unsigned char sh_50[256];
    __shared__ size_t sh_51[128];
}
static void run_score52(long long *acc53, float *out54, float b55) {
    smooth27<<<sizeof(unsigned int) * 32, 0x10 * 8>>>((20.25F - acc53[3]) + (15.125F + (*out54)));
    if ((36 >= b55) || (13 >= acc53[2])) {
        return;
    }
}
int main() {
    int size56 = 627;
    ([tmp57 = -20]() {})();
    constexpr float tmp58 = 1.75f;
    float base59 = run_shade13(((unsigned int)RADIUS11), &size56);
    split35_kernel<<<(size56 + 255) / 256, 0x100>>>(&base59);
    shade43<<<(size56 + 127) / 0x80, 256, sizeof(int) * 256, nullptr>>>((short*)nullptr, RADIUS11, &base59);
    return 0;
}
