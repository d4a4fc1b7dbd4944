// cudagen 0.1 seed 727 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,static_device_function,host_device_function,default_args,main,device_var,shared_var,extern_shared,if,for,pragma_unroll,while,switch,switch_fallthrough,goto,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define RADIUS_1 8
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 1
#else
#define TUNE_6 52
#endif
/* Computes one element per thread. */

static __device__ void tally7(const int *coef8) {
    int w9 = 0;
    while (w9 < 11) {
        switch (*coef8) {
        case 1 << 1: {
            int idx10 = *coef8;
            idx10--;
            [[fallthrough]];
        }
        case 0b1001:
            break;
        case 7:
            break;
        default: {
            unsigned int r11 = LOW_BITS_2(blockIdx.x) / static_cast<float>(w9 * threadIdx.x);
            break;
        }
        }
        ++w9;
    }
}
__device__ float d_apply12;

__global__ void relax13(double p14, signed char alpha15) {
    extern __shared__ int dyn_16[];
    int idx17 = threadIdx.x;
    for (int it18 = 0; it18 < 16; ++it18) {
        int cnt19 = (threadIdx.z);
    }
    if (d_apply12 == 28) {
        goto done21;
    }
    #pragma unroll 8
    for (int it20 = 0; it20 < 16; ++it20) {
        if ((blockIdx.x) != 11ull) {
            continue;
        }
    }
    p14 = (p14 += alpha15, 10.25);
    tally7((const int*)nullptr);
done21:;
}

__host__ __device__ int pivot22(float q23, const int *src24, int len25 = 45lu) {
    q23 /= (22LL + len25) % (*src24);
    ACCUM_3(q23, (src24[len25]));
    return *src24;
}

int main() {
    int len26 = 4023;
    relax13<<<4 * (RADIUS_1 + RADIUS_1), 1 << 0b111, 0>>>((len26 % CAT_4(len, 26)) - (0.0 + len26), len26);
    bool hi27 = (pivot22(len26, &len26) * len26) / len26;
    ++len26;
    relax13<<<(len26 + 127) / 128, RADIUS_1 + (RADIUS_1 + 0b11110000)>>>(pivot22((len26 += len26, CAT_4(hi, 27)), nullptr), len26 + 41);
    return 0;
}
