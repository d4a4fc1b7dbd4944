// cudagen 0.1 seed 1422 valid
// features: kernel,kernel_from_macro,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_function,static_host_function,main,constexpr_var,local_array,struct,struct_template,enum,enum_class,if,if_else,if_init,switch,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_init_capture,lambda_iife,lambda_launch,macro_function,macro_paste,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define CAT_2(a, b) a##b
enum Level3 { LOW4 = 3, RED5 = 5, HIGH6, RED7 };
#define DEFINE_MAP_KERNEL_8(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_8(map_pivot9, unsigned int)
DEFINE_MAP_KERNEL_8(map_reduce10, float)

__global__ void __launch_bounds__(RED7 + (RED5 + (RED5 + (HIGH6 + (HIGH6 + 0x3)))), 4) split11(double *__restrict__ dst12) {
    int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dst12[blockDim.x] += LOW_BITS_1(gridDim.x) - idx13;
    dst12[idx13 & 7] += dst12[idx13] * ((HIGH6 % idx13) | ((unsigned char)idx13));
    int flag14[8] = {};
}
enum class Level15 : unsigned int {
    Mul16,
    Off17 = 3,
    Fast18,
    High19 = 10,
    Green20
};
/* Returns the accumulated value. */

static void run_spread21(int stride22) {
    dim3 res23 = dim3(0b1 << (LOW4 + 1), (stride22 + 255) / 256, (16));
    const char *mid24 = "\x41\102";
    static_assert(sizeof(int) == 4, "expected value");
    ([tmp25 = CAT_2(stride, 22) - 22l] {
        switch (tmp25) {
        case (8):
            break;
        }
        map_reduce10<<<(tmp25 + 31) / 32, dim3((tmp25 + 63) / 0x40)>>>((float*)nullptr, int(tmp25) ^ (54 | tmp25));
    })();
    int lo26 = 33 & stride22;
    stride22 = (stride22 & 0x3) + (((mid24[0] == mid24[0]) || (mid24[0] != mid24[0x1])) ? (lo26 | mid24[0]) : ((mid24[0b1] == lo26) ? stride22 : '\x7f'));
    if ((~CAT_2(lo, 26)) <= 11) {
        return;
    }
}
// NOTE: keep in sync with the host reference.

template <typename T>
struct Vec27 {
    T count28;
};

__device__ double tally29(int count30, const Vec27<int> &a31) {
    if (!(threadIdx.x > 50)) {
        return 3 ^ (count30 + 31L);
    }
    if ((count30 >> a31.count28) <= blockIdx.z) {
        return static_cast<int>(50U);
    }
    count30 -= (a31.count28 + double(HIGH6)) / static_cast<int>(~count30);
    Level3 idx32 = RED5;
    return LOW_BITS_1(CAT_2(idx, 32));
}
// Helper used by the kernels below.

__device__ int count33(bool cfg34) {
    if (float val35 = static_cast<long>(52) + CAT_2(cfg, 34); (0x14 == cfg34) && cfg34 && (cfg34 >= blockIdx.x)) {
        val35++;
    } else {
        unsigned h36 = CAT_2(cfg, 34) / 29U;
        constexpr size_t base37 = 46U;
    }
    return RED7 | ((cfg34 << 3) & RED7);
}

int main(void) {
    int count38 = 501;
    unsigned long base39 = (count38 ^ count38) ? ((count38 * count38) / sizeof(short int)) : 0x1D;
    bool q40 = (((base39 * base39) <= base39) ? (3327 | count38) : (base39 << count38)) - count38;
    if (q40) {
        return (q40 * 4) + static_cast<long>(count38);
    }
    count38 += ((30)) - (count38 ^ (count38 % 330));
    count38++;
    map_pivot9<<<256, 512>>>(nullptr, LOW_BITS_1(CAT_2(q, 40)) + ('0' - CAT_2(count, 38)));
    split11<<<16, dim3((base39 + 31) / 32)>>>(nullptr);
    return 0;
}
