// cudagen 0.1 seed 1229 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_function,constexpr_function,default_args,main,device_array,shared_var,static_shared,constexpr_var,auto_var,static_local,struct,struct_methods,operator_overload,enum_class,namespace,if,for,nested_block,bitwise,comparison,incdec,array_index,call,lit_int_binary,lit_int_suffix,cast_c,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 15
#else
#define TUNE_7 58
#endif
__device__ double d_pivot8[4];

struct Bounds9 {
    int lo10;
    float w11;
    int flag12;
    __host__ __device__ void reset13(float q14) {
        lo10 = -flag12;
    }
    __host__ __device__ float norm15() const {
        return flag12;
    }
};

inline __host__ __device__ Bounds9 operator+(Bounds9 a, Bounds9 b) {
    Bounds9 r = a;
    r.lo10 += b.lo10;
    r.w11 += b.w11;
    r.flag12 += b.flag12;
    return r;
}

namespace util16 {
constexpr int run_drift17(int stride18, int lane19) {
    lane19 = sizeof(int);
    lane19 = ((stride18 | stride18) & 0b110101) + (41 * lane19);
    return (CAT_5(stride, 18) + (lane19 - 0b11110u)) - TUNE_7;
}
enum class Phase20 {
    Low21,
    Busy22,
    Green23,
    Slow24,
    High25
};

__global__ void step26_kernel(int stride27) {
    --stride27;
    for (int j28 = 0; j28 < stride27; j28++) {
        stride27 = 60ull;
        static __shared__ float sh_29;
    }
}
} // namespace util16

__device__ __noinline__ long tally30(int n31 = -51) {
    if (((blockDim.z - 52ull) & 1)) {
        return d_pivot8[n31 & 3];
    }
    if ((-d_pivot8[3]) > sizeof(Bounds9)) {
        int t32 = 3 + (n31 & (CAT_5(n, 31) * n31));
        if ((CAT_5(n, 31) / t32) != d_pivot8[n31 & 3]) {
            return TUNE_7;
        }
    }
    d_pivot8[1] = (unsigned int)TUNE_7;
    return BLOCK_SIZE_1;
}

int main() {
    int len33 = 3816;
    {
        static int u34 = 27;
        len33 = len33;
    }
    util16::run_drift17(len33, TUNE_7);
    auto stride35 = len33;
    util16::step26_kernel<<<(len33 + 255) / 256, 0b10000000, sizeof(float) * 0b1000000, 0>>>((stride35 + sizeof(Bounds9)) - (58 + len33));
    return 0b0;
}
