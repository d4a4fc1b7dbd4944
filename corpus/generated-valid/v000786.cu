// cudagen 0.1 seed 786 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,static_shared,host_global,constexpr_var,auto_var,enum,enum_class,using_alias,if,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 4
#else
#define TUNE_2 39
#endif

#if TUNE_2 % 2 == 0 || TUNE_2 < 4
#define CONFIG_3 6
#else
#define CONFIG_3 10
#endif
enum Axis4 { BUSY5, BLUE6, BLUE7 = 4, ADD8 };

__global__ void __maxnreg__(128) stencil9_kernel(int n10, char *dst11, int lane12) {
    dst11[1] = n10 + ADD8;
    dst11[n10] = (double)18.25f;
    n10--;
}

__global__ void __maxnreg__(32) reduce13(const int *coef14, const long *__restrict__ in15, int count16, int *out17) {
    Axis4 prod18 = BUSY5;
    out17[4] = out17[7];
    float tmp19 = count16 + in15[count16];
    (*out17)++;
    Axis4 v20 = ADD8;
}
// Helper used by the kernels below.

__global__ void score21(Axis4 cfg22, unsigned long *__restrict__ dst23) {
    int *h24 = nullptr;
    constexpr double sum25 = 62;
    h24[0]++;
    static __shared__ long long sh_26[16];
    if (cfg22 != ADD8)
        return;
    __shared__ double sh_27[8];
    dst23[0x5]--;
}
int g_rank28[] = {6, 950UL, 56, 49};

__global__ void __maxnreg__(64) drift29(unsigned long long *buf30, const float *coef31, int lane32, int count33) {
    __shared__ unsigned sh_34[128];
    if (!((*coef31) > sizeof(float)))
        return;
    float idx35 = CONFIG_3;
    idx35 = (2.875f);
    count33 = 61;
    auto v36 = lane32;
    count33 = ((v36 % v36) / coef31[1]) + v36;
}
enum class State37 {
    Slow38,
    On39,
    Blue40 = 7,
    Low41,
    On42
};
using ptr43_t = int*;
static constexpr unsigned int WIDTH44 = ((BLUE6 + (BLUE6 + (BLUE6 + 1))) * (BLUE7 + 4));

unsigned int run_merge45(int lane46, int n47) {
    Axis4 sum48 = BLUE7;
    sum48 = BLUE7;
    bool q49 = 1;
    lane46 = n47;
    return n47;
}

int main() {
    int n50 = 2354;
    run_merge45((n50 ^ WIDTH44) - 8, WIDTH44);
    g_rank28[n50] = (BLUE6 + (n50 * n50)) | (TUNE_2 + g_rank28[0] + (alignof(double) + n50));
    float lo51 = BLUE7 + n50;
    auto z52 = lo51;
    score21<<<dim3((n50 + 31) / 32, 8, 0x100), 256>>>(BLUE6, static_cast<size_t*>(nullptr));
    stencil9_kernel<<<dim3(256, (n50 + 127) / 128, 64), dim3(8), 0>>>((int)run_merge45(lo51, 21l), static_cast<char*>(nullptr), -19);
    reduce13<<<dim3((n50 + 31) / 32, (n50 + 127) / 0b10000000), dim3(2 * (BLUE6 + 3), 0x80, 8 * (BLUE6 + (BLUE6 + (BLUE6 + 1))))>>>(nullptr, nullptr, lo51, g_rank28);
    drift29<<<1, dim3((n50 + 0xFF) / 256), (BLUE6 + (BLUE7 + 1019))>>>(nullptr, &lo51, run_merge45(WIDTH44, 45) / lo51, (n50 += 3076U, run_merge45(WIDTH44, z52)));
    return 0;
}
