// cudagen 0.1 seed 976 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,main,device_var,constexpr_var,local_array,struct,class_private,if,if_else,static_assert,ternary,bitwise,shift,comparison,pointer_arith,member_access,array_index,method_call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,cast_const,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define HALF_2(x) ((x) / 2)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 61
#endif

struct Acc5 {
    int sum6, val7;
    float w8;
};

class Stats9 {
    int val12;
public:
    __host__ __device__ Stats9(int init13) : val12(init13) {}
    __host__ __device__ int total14() const {
        return 22 >> val12;
    }
};
__device__ unsigned int d_probe15 = 60u;

__host__ __device__ int sift16(int lane17) {
    Stats9 hi18(lane17);
    if ((~lane17) >= (lane17 * ' ')) {
        hi18.total14();
        double f19[8] = {};
    }
    return lane17 | 32u;
}
static_assert(61 > 60, "tile must fit");

__global__ void __launch_bounds__(128) smooth20(Acc5 beta21, int stride22, float* buf23) {
    unsigned long long idx24 = int(35 % blockDim.z) - (TUNE_4 | beta21.sum6);
    idx24 = (beta21.val7 / d_probe15) - ((54l) * stride22);
}

float run_mix25(const float* input26) {
    int val27 = ' ' + (input26[0b10] - 45);
    val27 = 25ul;
    static_assert(sizeof(int) == 4);
    smooth20<<<512, 1 << 7, sizeof(float) * 256>>>(Acc5{int(60 + (*input26)), u'#', static_cast<float>(input26[1])}, (input26[val27] > input26[3]) ? (input26[3] - 44L) : (val27 * val27), const_cast<float*>(input26));
    return TUNE_4 & (-val27);
}

template <typename T, class U>
__global__ void smooth28_kernel(const U* input29, T b30) {
    int i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (((*input29) + 'z') < LOW_BITS_1(d_probe15)) {
        if (d_probe15 + TUNE_4) {
            b30 = (d_probe15 * b30 * (TUNE_4 * blockIdx.x)) - input29[5];
            if (i31 > i31)
                return;
        } else {
            short s32 = d_probe15;
        }
    }
}

int main(void) {
    int len33 = 3241;
    int prod34 = 3 - ((len33 % len33) * (1263 / len33));
    prod34 = len33 & len33;
    smooth28_kernel<<<(prod34 + 63) / 64, 128, 0>>>((const float*)nullptr, static_cast<unsigned>(len33 - prod34));
    return 0;
}
