// cudagen 0.1 seed 18 invalid:kernel_multiple_packs
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,main,shared_var,constexpr_var,enum_class,for,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 49
#endif

#if TUNE_3 > 91
#define CONFIG_4 3
#else
#define CONFIG_4 21
#endif
#undef CONFIG_4
#define CONFIG_4 24
enum struct Level5 : unsigned char { Busy6, Add7 = 2, Idle8 = 4, Slow9 };

template <class T>
__global__ void fuse10(const T* __restrict__ src11, T* dst12, T* buf13) {
    buf13[0x0]--;
    buf13[7] = *buf13;
    T tmp14 = ((*buf13) += dst12[6], ((50 * dst12[7]) + 10.125F));
}

static __global__ void __launch_bounds__((CONFIG_4 + 40)) grow15(const long* coef16, const int* src17) {
    for (int n18 = 0; n18 < 14; n18++) {
        __shared__ int sh_19[128];
    }
    size_t z20 = src17[1];
    z20 = coef16[z20];
    bool tmp21 = (*src17) != ((*coef16) + 19u);
}
template <typename... A, typename... B>
__global__ void packs_kernel24(A... a)
{
}

int main() {
    int count22 = 39;
    count22 = CONFIG_4;
    constexpr signed char acc23 = 49;
    count22--;
    count22 = (9 + (count22 << count22)) - CAT_1(count, 22);
    count22 = count22 + count22;
    fuse10<long><<<(count22 + 255) / 256, 128>>>((const long*)nullptr, static_cast<long*>(nullptr), (long*)nullptr);
    grow15<<<4 * 2, 64, 1 << 0x8>>>((const long*)nullptr, nullptr);
    return 0;
}
