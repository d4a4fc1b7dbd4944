// cudagen 0.1 seed 269 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,static_host_function,main,constant_array,shared_var,static_shared,extern_shared,constexpr_var,using_alias,if,for,do_while,switch,goto,nested_block,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,lambda,lambda_capture_ref,macro_object,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define RADIUS_1 4
#define TILE_DIM_2 4
#define NUM_ITERS_3 3
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 4
#else
#define TUNE_8 56
#endif
// NOTE: keep in sync with the host reference.

__global__ void gather9(int stride10, int *data11, const unsigned char *coef12, float b13) {
    extern __shared__ unsigned dyn_14[];
    if (((*data11) % 33U) >= coef12[4]) {
        return;
    }
    switch (coef12[stride10 & 7] * 32) {
    case 4:
        for (int j15 = 0; j15 < 15; j15++) {
            __shared__ float sh_16[8];
            switch (data11[stride10]) {
            case (6):
                break;
            case 12: {
                static __shared__ size_t sh_17;
                if (!coef12) {
                    return;
                }
                break;
            }
            case 013:
                break;
            }
        }
        break;
    case 7:
        break;
    case 6:
        break;
    }
}

__global__ void merge18(int lane19) {
    extern __shared__ double dyn_20[];
    lane19 = lane19;
    if ((lane19) < TUNE_8) {
        __shared__ short sh_21[256];
    }
    lane19 = 5 | ((-lane19) * lane19);
    __shared__ float sh_22[32];
}
__constant__ float c_grow23[2] = {22.5F, 17.25f};
// Returns the accumulated value.

static __global__ void stencil24(float a25, float *__restrict__ out26, unsigned int *buf27, int n28) {
    extern __shared__ float dyn_29[];
    {
        buf27[n28 & 7] = RADIUS_1;
        unsigned m30 = 34u >> n28;
    }
}
using idx31_t = int;

static float host_combine32(unsigned int p33, idx31_t *__restrict__ out34, idx31_t n35) {
    dim3 hi36 = dim3(1 << 3);
    p33 = *out34;
    if ((~p33) > 31) {
        return ~(U'#' - out34[n35 & 7]);
    }
    merge18<<<32, 0200>>>((44 - n35) + (p33 + CAT_6(n, 35)));
    return u'0';
}

__global__ void __launch_bounds__(TUNE_8 + 124, 3) pivot37_kernel(unsigned short *__restrict__ out38) {
    extern __shared__ short int dyn_39[];
    if (14 != out38[3]) {
        goto done42;
    }
    for (int i40 = 0b0; i40 < 12; i40++) {
        if (dyn_39[i40] > ((out38[3] ^ dyn_39[i40]) + i40)) {
            (*out38) = TUNE_8;
            constexpr int y41 = 1;
        }
    }
done42:;
}

int main() {
    int len43 = 513;
    auto fn44 = [&]() -> long {
        len43 = len43;
        len43 = '#';
        return host_combine32(len43, &len43, 47);
    };
    fn44();
    auto lam47 = []() {
        int w45 = 0;
        do {
            double q46 = w45;
            q46 = q46;
            ++w45;
        } while (w45 < w45);
    };
    lam47();
    len43 = host_combine32(len43, &len43, 37l | len43);
    unsigned cnt48 = host_combine32(len43 + 22, &len43, (TUNE_8)) - (9 >> len43);
    if (len43) {
        return CAT_6(cnt, 48);
    }
    gather9<<<(RADIUS_1 + (RADIUS_1 + (NUM_ITERS_3 + 5))) * 2, 32>>>(cnt48, &len43, nullptr, CAT_6(cnt, 48) & 2546);
    stencil24<<<TUNE_8 + (TUNE_8 + (RADIUS_1 + (TILE_DIM_2 + (RADIUS_1 + (NUM_ITERS_3 + (TUNE_8 + 101)))))), (TILE_DIM_2 + 12) * 020, 0, (cudaStream_t)0>>>(len43, nullptr, &cnt48, len43 + cnt48);
    pivot37_kernel<<<0b100 * 4, 1 << 6, 0, (cudaStream_t)0>>>(nullptr);
    return 0;
}
