// cudagen 0.1 seed 723 invalid:integer_overflow
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,builtin_vars,host_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,struct,namespace,anon_namespace,if,switch,goto,static_assert,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)

#ifdef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 23
#endif

#if TUNE_4 == 23
#define CONFIG_5 3
#else
#define CONFIG_5 11
#endif

unsigned int run_warp6(int* acc7, float q8 = 7.125f) {
    (*acc7) = 60;
    (*acc7) = ((1 + (*acc7)) - 0b0u) + (1 * (+q8));
    int e9(HALF_2(MIN2_1(q8, CONFIG_5) * (acc7[6] + q8)));
    size_t v10(acc7[7]);
    if (e9) {
        goto done11;
    }
    acc7[4] = MIN2_1(q8, q8) + MIN2_1(acc7[v10] >> 4, size_t(TUNE_4));
    v10 = (7 + e9) << 2;
done11:;
    return 14 << e9;
}

struct Acc12 {
    int hi13, sum14;
    double mass15;
    unsigned y16;
};

template <class T, typename U>
__global__ void __launch_bounds__(TUNE_4 + 9) update17(U a18, U* data19) {
    extern __shared__ long long dyn_20[];
    unsigned int gid21 = threadIdx.x;
    __shared__ float sh_22[256];
    a18 = 15.375;
}

__global__ void step23(const int* coef24, int* acc25, int n26) {
    n26 = (n26 += 0b101001U, 727);
    switch (coef24[0] + 25UL) {
    case 5: {
        int cnt27((25 >> n26) * blockDim.x);
        break;
    }
    default: {
        Acc12 off28 = Acc12{};
        break;
    }
    }
    acc25[blockDim.x] = coef24[2];
    static_assert(7 > 6);
}

namespace {
int check_fuse29(int* dst30, int n31, const int* src32) {
    dim3 k33 = dim3(8, (CONFIG_5 + 509));
    update17<long, double><<<(n31 + 0b11111111) / 256, 1 << (CONFIG_5 + 3)>>>((dst30[n31] += dst30[n31], MIN2_1(n31, n31)), nullptr);
    return (n31 += 22, (-(*dst30)));
}
static constexpr long DEPTH34 = 3;
} // namespace

namespace ops35 {
static __global__ void score36(int lane37, float* acc38) {
    extern __shared__ int dyn_39[];
    int tid40 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid40 >= lane37) {
        return;
    }
    ++dyn_39[lane37];
    __shared__ float sh_41[8];
    short res42[3] = {2, static_cast<short>(HALF_2(acc38[tid40]))};
}

struct Tile43 {
    unsigned int count44;
    int vel45;
};

template <typename T, typename U>
__global__ void fuse46(const T* coef47, const T* coef48) {
    if (8 == (threadIdx.x + TUNE_4)) {
        goto done49;
    }
    if (blockIdx.x) {
        return;
    }
done49:;
}
} // namespace ops35

int main() {
    int n50 = 160;
    int big52 = 100000 * 100000;
    Acc12 prod51{n50, 39ull, 21, 32ul};
    prod51 = prod51;
    step23<<<dim3((n50 + 127) / 128, 1 << 8, 1 << 1), 1 << (DEPTH34 + 5)>>>(&n50, nullptr, -MIN2_1(prod51.mass15, 28U));
    prod51.hi13--;
    ops35::score36<<<(n50 + 127) / 0b10000000, 32>>>(-(27 + prod51.hi13), nullptr);
    ops35::fuse46<float, float><<<64, 128>>>((const float*)nullptr, nullptr);
    return 0;
}
