// cudagen 0.1 seed 1361 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,host_function,main,constexpr_var,if,if_else,for,pragma_unroll,nested_block,ternary,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CHUNK_1 8
#define WARPS_2 64
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 25
#endif
#undef WARPS_2
#define WARPS_2 48

__device__ float tally7(int *acc8) {
    for (int j9 = 0; j9 < 4; ++j9) {
        {
            if ((threadIdx.y - threadIdx.x) >= acc8[7]) {
                int h10 = TUNE_6 + static_cast<int>(j9) + threadIdx.z;
                h10 = 2468;
            } else {
                (*acc8) = 39UL % j9;
            }
            ACCUM_4(*acc8, (((unsigned int)((j9 != 24l) ? (*acc8) : 1693UL)) | static_cast<long>(blockIdx.z ^ blockIdx.z)));
        }
    }
    return WARPS_2;
}

int score11(int len12, int stride13, int stride14) {
    stride13 = 12 * stride13;
    {
        len12 = stride14;
        len12--;
    }
    return stride13;
}

__global__ void rank15(int n16, const float *src17) {
    int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i18 >= n16) {
        return;
    }
    n16 = (0x2e * (*src17)) + ((22 * n16) % TUNE_6);
    #pragma unroll 8
    for (int it19 = 0; it19 < 15; ++it19) {
        if (i18 > 29u) {
            continue;
        }
        tally7(&n16);
    }
}

int run_count20(double *dst21, float *buf22) {
    rank15<<<dim3(TUNE_6 + 7), dim3(TUNE_6 + 0x27)>>>(buf22[0x7], buf22 + 2);
    rank15<<<0x1, CHUNK_1 + (TUNE_6 + (CHUNK_1 + (CHUNK_1 + 15)))>>>(MAX2_3(buf22[7], buf22[6]), nullptr);
    return *dst21;
}

int main() {
    int size23 = 3124;
    size23 = size23;
    rank15<<<dim3((size23 + 0xFF) / 0x100, sizeof(float) * 16, 2), dim3((size23 + 0xff) / 256, 2 * 0x2, (0x80))>>>(size23 - sizeof(int), nullptr);
    unsigned flag24 = ((40l - size23) + ((size23 == 55) ? size23 : size23)) & TUNE_6;
    rank15<<<(flag24 + 63) / 64, 256>>>(size23 / size23, nullptr);
    return 0x0;
}
