// cudagen 0.2 seed 527 valid headers
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,host_function,main,shared_var,extern_shared,constexpr_var,switch,switch_fallthrough,goto,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,macro_object,macro_function,macro_statement,pp_ifdef,call_operator,partial_specialization,explicit_specialization
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>

#define BLOCK_SIZE_1 3
#define CHUNK_2 (1 << (BLOCK_SIZE_1 + BLOCK_SIZE_1))
#define RADIUS_3 256
#define HALF_4(x) ((x) / 2)
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 12
#else
#define TUNE_8 20
#endif
struct Scale9 {
    int k;
    int operator()(int v) const { return v * k; }
};
int call10(int x) {
    Scale9 fn{6};
    return fn(x) + fn.operator()(1);
}
template <typename T, typename U> struct Pick11 { static constexpr int value = 1; };
template <typename T> struct Pick11<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick11<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes13 {
    T d[N];
    T first() const { return d[0]; }
};
template <typename T> struct Lanes13<T, 1> {
    T d;
    T first() const { return d; }
};
template <> struct Pick11<float, double> { static constexpr int value = 4; };
template <typename T> int tag12(T) { return 0; }
template <> int tag12<float>(float) { return 1; }
template <> int tag12(double) { return 2; }
int specialized14(int x) {
    Lanes13<int, 1> one{x};
    Lanes13<int, 3> three{{x, 1, 2}};
    return x + Pick11<char, long>::value + Pick11<int, int>::value + Pick11<float *, int>::value + Pick11<float, double>::value + tag12(1.0f) + tag12(x) + tag12(2.0) + one.first() + three.first();
}

static __global__ void __maxnreg__(128) march15(unsigned short *dst16, const float *__restrict__ coef17, const double *in18, int stride19)
{
    extern __shared__ int dyn_20[];
    switch (static_cast<unsigned char>(stride19)) {
    case 2: {
        long long k21 = (4871ll + (dyn_20[stride19] - 23));
        (void)k21;
        [[fallthrough]];
    }
    case 2 * 5:
        stride19 >>= 3668 | ((*dst16) * (stride19 - 18));
        break;
    }
    ACCUM_6(stride19, (MAX2_5(stride19 - 4637lu, (dst16[0b100] == (*coef17)) ? dyn_20[4] : (*in18)) * alignof(char)));
}

__host__ void run_tile22(int *acc23)
{
    if (((*acc23) > acc23[1]) || (!acc23)) {
        goto out24;
    }
    acc23[7] = static_cast<unsigned long long>(031);
    march15<<<2 * (BLOCK_SIZE_1 + 1), RADIUS_3>>>(reinterpret_cast<unsigned short*>(acc23), reinterpret_cast<const float*>(acc23), reinterpret_cast<const double*>(acc23), -051);
    acc23[1] = *acc23;
out24:;
}

int main()
{
    int count25 = 385;
    march15<<<sizeof(int), sizeof(int) * 32>>>((unsigned short*)nullptr, nullptr, nullptr, HALF_4(count25 - TUNE_8));
    dim3 res26(2);
    (void)res26;
    return 0;
}
