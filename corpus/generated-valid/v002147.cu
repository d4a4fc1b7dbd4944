// cudagen 0.1 seed 2147 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,host_function,main,device_var,constexpr_var,auto_var,static_local,typedef,namespace,if,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define MOD8_2(x) ((x) % 8)
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define CAT_4(a, b) a##b
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 8
static __device__ int d_reduce5;

__global__ void tile6(const float* coef7) {
    int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float prod9 = d_reduce5;
    static_assert(sizeof(int) == 4, "expected value");
    d_reduce5 |= i8;
}

namespace detail10 {
__device__ __forceinline__ void pack11(int n12) {
    n12 -= ((gridDim.x + CAT_4(n, 12)) ^ (n12 & 9)) ^ 1'678ull;
    static_assert(37 == 37, "tile must fit");
    n12 &= d_reduce5;
}
} // namespace detail10
typedef unsigned char idx13_t;

inline unsigned long check_rank14(int* __restrict__ out15, double q16, unsigned int* dst17) {
    short hi18 = 0x29L;
    unsigned int cnt19 = hi18;
    --hi18;
    return static_cast<int>((*out15) + dst17[6]);
}

template <typename T, class U>
__global__ void __maxnreg__(64) grow20(const U* src21, int count22, int stride23) {
    int idx24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx24 >= stride23) {
        return;
    }
    float mid25 = (d_reduce5 / idx24) * (idx24 - d_reduce5);
    detail10::pack11(int(43) - MIN2_3(idx24, d_reduce5));
    auto flag26 = d_reduce5 + ((count22 + d_reduce5) * (*src21));
    unsigned int f27 = BLOCK_SIZE_1;
    if (flag26 >= f27) {
        return;
    }
}

int main(void) {
    int size28 = 780;
    tile6<<<dim3((size28 + 127) / 128, (0x2), (size28 + 127) / 128), BLOCK_SIZE_1 + 248>>>(nullptr);
    size28 &= 0UL;
    static long acc29 = 5;
    grow20<double, long><<<(0x20), 128>>>(&acc29, (size28 - sizeof(long)) | check_rank14(&size28, acc29, nullptr), check_rank14(nullptr, MIN2_3(size28, acc29), nullptr));
    return 0;
}
