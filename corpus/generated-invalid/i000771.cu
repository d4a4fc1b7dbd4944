// cudagen 0.1 seed 771 invalid:thread_local_device_var
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constant_var,constexpr_var,enum_class,namespace,if,if_init,goto,ternary,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define CAT_2(a, b) a##b

#if BLOCK_SIZE_1 == 4
#define CONFIG_3 3
#else
#define CONFIG_3 32
#endif

__global__ void update4(int lane5, double *__restrict__ out6, unsigned long *out7, double *__restrict__ buf8) {
    (*out7)++;
    if (out6[lane5] >= 38)
        return;
    bool hi9(*buf8);
    ++(*out7);
}
__constant__ unsigned long long c_stencil10 = BLOCK_SIZE_1 + 061;

namespace math11 {
unsigned long run_fold12(int count13) {
    int hi14 = count13;
    if (037 > (((hi14 > count13) ? CAT_2(hi, 14) : hi14) - (45 + hi14))) {
        if (constexpr unsigned short prod15 = 4606L; hi14 == (0x1dU - hi14)) {
            hi14 = (hi14 / 27) - (63 * CAT_2(count, 13));
            hi14 = prod15 * (-(hi14 + prod15));
        }
    }
    return (count13 += count13, (hi14 * (count13 += -0x7a4, CAT_2(hi, 14))));
}

__global__ void reduce16_kernel(int lane17, const float *__restrict__ coef18) {
    if (blockDim.y == lane17)
        return;
    lane17 = lane17;
    constexpr int mid19 = 0;
    if (static_cast<float>(lane17) != 0x3LL) {
        goto finish21;
    }
    if (c_stencil10 <= BLOCK_SIZE_1) {
        constexpr int h20 = 071;
        --lane17;
        lane17 = (lane17 += c_stencil10, (-0x9L));
    }
finish21:;
}
enum class Axis22 { Green23, Busy24, Idle25, On26 };
} // namespace math11
__device__ thread_local int tl_var30;

int main() {
    int size27 = 1407;
    update4<<<8, BLOCK_SIZE_1 + (CONFIG_3 + 0x39), sizeof(float) * 0x80>>>(size27, static_cast<double*>(nullptr), static_cast<size_t*>(nullptr), nullptr);
    math11::run_fold12(static_cast<long>(math11::run_fold12(0x489ull)));
    math11::reduce16_kernel<<<(size27 + 0x7F) / 0x80, (64), 0, (cudaStream_t)0>>>((unsigned long long)size27, static_cast<const float*>(nullptr));
    constexpr long long idx28 = 11;
    math11::Axis22 cnt29 = math11::Axis22::Green23;
    return 0;
}
