// cudagen 0.1 seed 1999 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,default_args,main,shared_var,extern_shared,constexpr_var,auto_var,if,if_else,if_init,static_assert,ternary,compound_assign,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,alignof,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 25
#endif
#undef TUNE_5
#define TUNE_5 2

static __global__ void __launch_bounds__((TUNE_5 + 30), 1) fuse6_kernel(float *dst7, signed char *data8, int stride9, int lane10) {
    extern __shared__ int dyn_11[];
    unsigned int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid12 >= lane10) {
        return;
    }
    double m13 = data8[lane10];
    constexpr double h14 = 45;
}

template <class T, class U>
__global__ void split15(U p16, float q17, int len18) {
    int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid19 >= len18) {
        return;
    }
    if (T v20 = tid19; blockDim.y <= 46) {
        ACCUM_1(q17, (60));
    } else if ((gridDim.z % ((gridDim.y == v20) ? ' ' : TUNE_5)) != ((len18 >= len18) ? 44 : tid19)) {
        if (v20 == 2UL) {
            return;
        }
        p16 = TUNE_5 * ((p16 * 34) + (v20 - q17));
    }
    if (p16 > p16) {
        return;
    }
    int prod21 = (3144 + (threadIdx.x + 44)) * len18;
    double v22{8.5f};
}
static_assert(((TUNE_5 + (TUNE_5 + 1)) * (5)) == 25);
static constexpr unsigned int LANES23 = (2);

template <class T>
__global__ void __launch_bounds__(32) tally24_kernel(const T *input25, const T *in26) {
    int i27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static_assert((15 * LANES23) == 30);
    if (((input25[i27] < warpSize) ? 55ll : LANES23) < 15) {
        return;
    }
}

void run_gather28(float *data29, double *acc30, int count31 = 1718) {
    (*acc30) /= count31;
    int tmp32{56UL};
    auto v33 = (acc30 != nullptr) ? 0b100001 : U'a';
}

int main(void) {
    int len34 = 3461;
    len34 = LANES23 / static_cast<size_t>(len34);
    int lim35 = len34;
    fuse6_kernel<<<dim3((LANES23 + (TUNE_5 + 124))), 128, 0, 0>>>(nullptr, (signed char*)nullptr, static_cast<int>(lim35 * len34), 45);
    split15<int, unsigned><<<(lim35 + 31) / 32, 64>>>(LANES23, ((15 >= lim35) ? 9 : 25) + LANES23, alignof(char));
    tally24_kernel<double><<<dim3(2, 16), 4 * 8>>>(nullptr, nullptr);
    return 0;
}
