// cudagen 0.1 seed 1313 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,host_function,constexpr_function,main,host_global,constexpr_var,local_array,enum_class,do_while,ternary,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_object,comments
#include "prelude.cuh"

#define RADIUS_1 16
enum class Phase2 {
    Green3,
    Green4,
    Slow5,
    Idle6,
    Low7
};
const int g_norm8 = 43U;
const float g_filter9 = .875f;

__global__ void filter10_kernel(const int* input11, float a12) {
    unsigned int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int pass14 = 0;
    do {
        long long diff15[8] = {static_cast<long long>((input11[1] <= (*input11)) ? i13 : i13), 40, 057, 16};
        ++pass14;
    } while (pass14 < 2);
    ++a12;
    --a12;
    --a12;
    a12 = 17.375F;
}
/* Returns the accumulated value. */

template <typename T, int N>
__global__ void warp16(T b17, const float* input18, T a19, float* acc20) {
    unsigned tid21 = threadIdx.x;
    a19 = tid21;
    ++(*acc20);
}

constexpr int check_sweep22(int lane23, int lane24) {
    lane23 = lane24;
    return RADIUS_1;
}

int main() {
    int count25 = 3176;
    int cnt26(46);
    cnt26 = count25;
    cnt26 = (0b111111 + cnt26) / 29L;
    count25--;
    warp16<long, 1><<<dim3((cnt26 + 127) / 128, (count25 + 31) / 32, (cnt26 + 255) / 0400), 128>>>(5, nullptr, count25, nullptr);
    filter10_kernel<<<dim3((1)), (01000)>>>(&count25, count25);
    return 0;
}
