// cudagen 0.1 seed 640 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,device_template_function,host_function,main,constexpr_var,auto_var,enum,anon_namespace,if,if_else,ternary,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_reinterpret,sizeof,lambda,lambda_iife,macro_object,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define WARPS_1 8
#define NUM_ITERS_2 3
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b
#undef WARPS_1
#define WARPS_1 2

static __global__ void __launch_bounds__(64 * WARPS_1, WARPS_1 + WARPS_1) apply5(int len6, int count7, const int *in8) {
    int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i9 >= count7) {
        return;
    }
    ++count7;
    len6 = CAT_4(len, 6);
}

template <typename T, int N = 6>
inline __host__ __device__ T stencil10(T *data11, int *out12) {
    auto mid13 = -0x2B;
    float off14 = N + out12[mid13];
    bool e15 = (mid13 ^ 12) != (mid13 - (0x7 | mid13));
    return 23.75f;
}
constexpr unsigned TILE16 = (WARPS_1 + 0x3);

int spread17(int *out18, int lane19, const int *in20) {
    lane19 = 4970 | (out18[lane19] + in20[lane19] + (out18[lane19] + 47U));
    cudaStream_t lim21 = (cudaStream_t)0;
    if (in20[lane19] < out18[lane19 & 7]) {
        lane19 = (out18[3] - TILE16) * in20[lane19];
    }
    ++lane19;
    int lo22 = ('a' * in20[lane19] * WARPS_1) + ((*out18) * 26);
    return (TILE16) + (*out18);
}

int run_scale23(long long a24) {
    ([] {
        float h25 = TILE16;
    })();
    a24 = NUM_ITERS_2;
    a24 = TILE16;
    a24--;
    return (((a24 == a24) ? TILE16 : a24) + (0xAul));
}
enum Level26 { IDLE27, BLUE28, IDLE29 };

namespace {
enum Color30 {
    HIGH31,
    FAST32 = 4,
    BUSY33,
    GREEN34 = 11,
    LOW35
};

float check_fuse36(int len37, const float *coef38, Color30 beta39) {
    if ((sizeof(float) + len37) > (len37 - ' ')) {
        unsigned off40 = TILE16 / (beta39 + (53ll - len37));
        apply5<<<64, 0b100000, sizeof(int) * 0x80, nullptr>>>(((+off40) > (*coef38)) ? off40 : 0x3, 5u, reinterpret_cast<const int*>(coef38));
    } else if ((TILE16 & len37) == (((beta39 == GREEN34) ? len37 : (*coef38)) + (35UL - len37))) {}
    return ((!coef38) ? beta39 : TILE16) % TILE16;
}
enum Color41 { OFF42, HIGH43 };
} // namespace

int main(void) {
    int size44 = 1022;
    size44 = size44 | ((size44 + CAT_4(size, 44)) % TILE16);
    apply5<<<dim3(sizeof(unsigned int) * (BUSY33 + 3), (size44 + 63) / 64, GREEN34 + (LOW35 + 105)), (HIGH43 + 0x1) * (BUSY33 + GREEN34)>>>((IDLE27 ^ size44) * (11L ^ size44), sizeof(int), &size44);
    size44 = 12;
    return 0;
}
