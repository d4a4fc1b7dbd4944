// cudagen 0.1 seed 1484 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,main,device_var,shared_var,extern_shared,constexpr_var,struct,class_private,enum_class,namespace,anon_namespace,nested_namespace,if,switch,ternary,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_char,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 10
#else
#define TUNE_4 62
#endif
#if (TUNE_4 * 2) >= 56 && TUNE_4 != 0
#define CONFIG_5 3
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 14
#endif
#undef CONFIG_5
#define CONFIG_5 24
__device__ int d_tally6 = 46;

namespace {
__global__ void __launch_bounds__(1 << 10, 3) rank7_kernel(const float *input8, int stride9, double beta10) {
    unsigned int idx11 = threadIdx.x;
    beta10++;
    switch (gridDim.y + idx11) {
    case 1:
        stride9 = ((unsigned)d_tally6) << long((*input8) - (*input8));
        if ((input8[2] != 57) || (warpSize > 5l)) {
            return;
        }
        break;
    }
}
} // namespace

__global__ void filter12_kernel(float *acc13, long beta14, int stride15) {
    int i16 = threadIdx.x;
    if (i16 >= beta14) {
        return;
    }
    d_tally6 = 39;
    stride15 = d_tally6 * ((int)d_tally6);
    int flag17{36L};
    int t18 = stride15 - 23;
}

namespace ops19::sub20 {
enum struct Level21 : long { Off22, On23, Blue24 = 3, Low25 };

__global__ void __maxnreg__(64) decay26_kernel(ops19::sub20::Level21 a27) {
    extern __shared__ int dyn_28[];
    unsigned base29 = CONFIG_5;
    a27 = ops19::sub20::Level21::Blue24;
    long m30 = d_tally6;
}
} // namespace ops19::sub20

__global__ void gather31_kernel(char a32) {
    unsigned i33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    short s34 = blockDim.x;
    int h35 = (((int)25) - threadIdx.x) + (static_cast<int>(blockIdx.x) / (d_tally6 / a32));
}

class Pixel36 {
    int hi37;
    unsigned sum38;
public:
    __host__ __device__ Pixel36(int init39, unsigned b40) : hi37(init39), sum38(b40) {}
    __host__ __device__ int scale41(int v42) const {
        v42 = sum38;
        return hi37;
    }
    __host__ __device__ int apply43() const {
        return 4358l;
    }
};

int main() {
    int count44 = 3280;
    signed char *f45 = nullptr;
    double off46 = (*f45) - (count44 << 7);
    if (((f45 != nullptr) ? (count44 + f45[count44]) : (f45[2] + off46)) != off46) {
        if ((MAX2_2(off46, 63) * count44) > (20 - off46)) {
            f45[7] = ((!(!f45)) ? TUNE_4 : 22L) / 63;
        }
        const char *t47 = R"(raw \n text)";
    }
    rank7_kernel<<<(count44 + 31) / 32, 32, 0>>>(nullptr, -MAX2_2(off46, count44), count44);
    filter12_kernel<<<32, (256)>>>(static_cast<float*>(nullptr), 22, '0');
    ops19::sub20::decay26_kernel<<<512, 64, 0, 0>>>(ops19::sub20::Level21::Off22);
    return 0;
}
