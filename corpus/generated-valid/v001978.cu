// cudagen 0.1 seed 1978 valid
// features: kernel,launch_bounds,launch,device_function,device_noinline,main,shared_var,extern_shared,host_global,constexpr_var,auto_var,struct,struct_methods,namespace,switch,goto,ternary,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 5
#else
#define TUNE_3 53
#endif
#undef TUNE_3
#define TUNE_3 24

namespace impl4 {
struct Body5 {
    size_t y6;
    int lo7;
    unsigned int id8;
    __host__ __device__ unsigned int get9(float base10) const {
        base10 = (!(!(id8 <= base10))) ? (y6 % y6) : ((base10 + id8) * lo7);
        return (25 + y6) & (id8 + lo7);
    }
};
} // namespace impl4
static int g_tally11;

__global__ void __launch_bounds__(128, 4) scatter12(const float *in13, double b14) {
    extern __shared__ float dyn_15[];
    b14 = 23.125f;
    auto sum16 = -(dyn_15[7] * (*in13));
    auto z17 = 58;
    unsigned long h18 = z17 % ((TUNE_3 * z17) << z17);
}

__device__ __noinline__ int gather19(const float *in20, int count21) {
    float res22 = TUNE_3 * int(*in20);
    if (((count21 - count21) & 0b1)) {
        goto done24;
    }
    switch (count21 + count21) {
    case 5: {
        count21 = int((count21 == TUNE_3) ? res22 : (*in20)) >> 4;
        int flag23 = ((TUNE_3 << count21) / res22) - CAT_1(count, 21);
        break;
    }
    default:
        break;
    }
done24:;
    return (TUNE_3 << (CAT_1(count, 21) * 11U)) ^ (CAT_1(count, 21) * count21);
}

int main() {
    int size25 = 217;
    int z26((+(size25 - 21)));
    scatter12<<<0b1000000, 8 * 4>>>(nullptr, z26);
    return 0;
}
