// cudagen 0.1 seed 317 invalid:maxnreg_on_device_function
// features: kernel,launch,launch_stream,builtin_vars,host_function,static_host_function,main,constexpr_var,local_array,auto_var,enum,namespace,if,switch,switch_fallthrough,static_assert,ternary,compound_assign,bitwise,logical,comparison,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,cast_c,cast_static,lambda,lambda_capture_ref,lambda_capture_value,lambda_mutable,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define CHUNK_1 8
#define RADIUS_2 (4)
#define NUM_ITERS_3 256
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_5(x) ((x) & 0xF)
#define CAT_6(a, b) a##b
// Computes one element per thread.

unsigned pack7(bool a8) {
    cudaStream_t diff9 = (cudaStream_t)0;
    int hi10 = (CAT_6(a, 8) & a8) - 9;
    auto step13 = [](int m11) -> long {
        char flag12 = (m11 > m11) ? static_cast<int>(11L) : m11;
        return m11;
    };
    static_assert((RADIUS_2 + (RADIUS_2 + 027)) == 31);
    a8 = hi10;
    unsigned int h14 = a8;
    hi10 *= hi10;
    return LOW_BITS_5(CAT_6(h, 14));
}
constexpr float kR15 = 7.f;
enum Mode16 { RED17, FAST18 = 5 };

namespace util19 {
static __host__ unsigned int check_decay20(int n21) {
    auto fn22 = [=]() mutable -> long long {
        n21 = n21;
        return 0100;
    };
    Mode16 h23 = FAST18;
    auto step27 = [&](int sum24, float mid25) {
        Mode16 idx26 = h23;
        n21 &= sum24;
    };
    step27(CAT_6(h, 23), h23);
    auto val28 = kR15;
    static_assert(((5) * 11) == 55, "expected value");
    return val28;
}
} // namespace util19

__global__ void combine29(int lane30) {
    unsigned tid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    lane30 = ((lane30 <= CAT_6(tid, 31)) ? tid31 : LOW_BITS_5(tid31)) % (LOW_BITS_5(CAT_6(tid, 31)) | LOW_BITS_5(gridDim.z));
    constexpr int hi32 = RADIUS_2 + 28;
    auto diff33 = blockIdx.y * 2 * (threadIdx.x * (3 * tid31));
    static_assert((RADIUS_2 + 6) == 10, "bad config");
    switch ((unsigned char)diff33) {
    case 2:
        lane30 = 48UL;
        break;
    case (0):
        if (diff33 <= 13)
            return;
        [[fallthrough]];
    case RADIUS_2 + 8:
        break;
    case 4:
        break;
    default:
        break;
    }
}

__host__ int host_bias34(unsigned int* dst35) {
    Mode16 f36 = FAST18;
    if (f36 != FAST18)
        return 46;
    char cnt37 = kR15;
    float f38[8] = {};
    combine29<<<16, 16 * CHUNK_1>>>(2u & (dst35[0] - (*dst35)));
    f38[1] = MAX2_4(cnt37, cnt37);
    return ((f36 == FAST18) ? cnt37 : FAST18) & (26u & CAT_6(cnt, 37));
}
__device__ int __maxnreg__(32) reg_helper44(int x)
{
    return x + 1;
}

int main() {
    int count39 = 2782;
    auto step42 = [](float q40, int f41) {
        f41 = (float)static_cast<double>(3.25f + f41);
        q40 /= ((float)f41) + (q40 += 2.0f, CAT_6(f, 41)) + kR15;
    };
    step42(count39, 38u);
    if ((CAT_6(count, 39) >= kR15) || (count39 < 15))
        return kR15;
    cudaStream_t lo43 = nullptr;
    combine29<<<(count39 + 255) / 256, 256>>>(52);
    return 0;
}
