// cudagen 0.1 seed 449 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,constexpr_function,main,device_var,device_array,constant_array,shared_var,constexpr_var,local_array,auto_var,typedef,if,for,range_for,while,switch,switch_fallthrough,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,sizeof,macro_function,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
__device__ double d_drift2[8] = {60, 12.375, 12.75F, -50};
__constant__ int c_step3[2] = {61ULL, 1143};

__global__ void stencil4(const int *__restrict__ in5, int *acc6) {
    unsigned tmp7 = 45;
    tmp7 = d_drift2[tmp7];
    d_drift2[tmp7 & 7] *= 57 & c_step3[0];
    for (double w8 : d_drift2) {
        w8 = SQR_1(acc6[0]);
        --d_drift2[4];
    }
    auto off9 = 36UL;
}

constexpr int run_pivot10(int stride11) {
    return (-(stride11 / 17)) - (SQR_1(stride11) * stride11);
}
typedef unsigned int idx12_t;

__global__ void trace13_kernel(int count14, int *data15, int count16) {
    int sum17 = d_drift2[count16 & 7];
    unsigned int e18 = 41 + (count14);
    int stride19[7] = {};
    for (int j20 = 0; j20 < 7; j20++)
        --count14;
    static_assert(41 == 41, "size check");
}
// NOTE: keep in sync with the host reference.

__global__ void __maxnreg__(64) warp21_kernel(const int *__restrict__ coef22, int len23, long *__restrict__ data24) {
    __shared__ unsigned char sh_25[64];
    idx12_t u26[2]{3u, 31};
    if (44 <= (u26[0] / 4)) {
        goto out30;
    }
    for (int it27 = 0; it27 < 8; it27 += 3) {
        for (auto z28 : d_drift2) {
            __shared__ int sh_29;
            z28 = ((sh_25[it27] / 23.125) - 31) + ((unsigned short)10L);
        }
    }
out30:;
}
__device__ double d_shade31 = 17.125;

__global__ void trace32_kernel(const idx12_t *coef33, const int *src34, const float *__restrict__ coef35, idx12_t *data36) {
    constexpr float e37 = 0b111001;
    int w38 = 0;
    while (w38 < w38) {
        d_shade31 = coef33[w38 & 0b111];
        ++w38;
    }
    ++data36[w38];
    float idx39 = (*coef33) + (*coef35);
    if ((coef35[3] * 62) <= 42) {
        goto out40;
    }
    if (!coef33)
        return;
out40:;
}

float check_probe41(int lane42, double beta43) {
    for (int i44 = 0; i44 < lane42; i44 += 4) {
        for (int i45 = 0b0; i45 < lane42; ++i45) {
            int x46 = (run_pivot10(i44) + i45) | ((i44 * i44) + lane42);
        }
        trace13_kernel<<<dim3((i44 + 255) / 256, 32 * 0b10, (01000)), sizeof(int) * 8, 0, 0>>>((lane42 + 34) << (i44 & 54), nullptr, -(-30));
        stencil4<<<(i44 + 255) / 256, 64, 0>>>(nullptr, (int*)nullptr);
    }
    beta43 = run_pivot10(lane42 << (lane42 + 0b100));
    return ((long)(lane42 * 1331l)) & (41L * lane42);
}

int main() {
    int count47 = 187;
    const char *lim48 = "ok";
    count47 = ' ';
    switch (count47 << 3U) {
    case 3 * 3:
        --count47;
        check_probe41(47, sizeof(int));
        [[fallthrough]];
    case 1:
        break;
    }
    warp21_kernel<<<16, dim3((count47 + 0b11111) / 0b100000, sizeof(int) * 2), 512 * 8, (cudaStream_t)0>>>((const int*)nullptr, run_pivot10(run_pivot10(count47)), nullptr);
    trace32_kernel<<<2, 32>>>(nullptr, nullptr, nullptr, nullptr);
    return 0;
}
