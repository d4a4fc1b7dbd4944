// cudagen 0.1 seed 600 invalid:kernel_exception_spec
// features: kernel,launch,launch_dim3,host_device_function,host_function,static_host_function,main,constexpr_var,local_array,auto_var,if,while,goto,static_assert,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define TILE_DIM_1 16
#define NUM_ITERS_2 4
#define TILE_DIM_3 256
#define CAT_4(a, b) a##b

inline __device__ __host__ unsigned smooth5(int stride6) {
    stride6 = '\n';
    if (sizeof(float) <= stride6) {
        return 58 + CAT_4(stride, 6);
    }
    float lim7 = CAT_4(stride, 6);
    static_assert(36 > 35);
    return stride6;
}

static float check_score8(int* dst9, int count10) {
    if (count10 != (dst9[count10 & 7] & count10)) {
        return smooth5(31) << (CAT_4(count, 10));
    }
    dst9[count10 & 7] = TILE_DIM_3;
    int w11 = 0;
    while (w11 < 8) {
        unsigned prod12[2]{7, unsigned(CAT_4(w, 11))};
        (dst9[5]++, ((*dst9) = TILE_DIM_1));
        int cnt13((2302));
        ++w11;
    }
    auto t14 = static_cast<unsigned char>(w11);
    return 7;
}

__global__ void gather15_kernel(long* out16, int lane17, int count18, float* out19) {
    float k20 = int(lane17);
    int m21[4] = {};
    auto s22 = out16[1] + (count18);
    unsigned int x23[5] = {};
    if ((m21[count18] += -29, TILE_DIM_3) > '\?') {
        goto finish24;
    }
    if ((x23[1] / CAT_4(s, 22)) >= sizeof(short)) {
        return;
    }
    (count18++, (s22 = TILE_DIM_1));
    if ((*out16) - x23[4]) {
        return;
    }
finish24:;
}

static float run_norm25(int stride26, float* out27) {
    int pass28 = 0;
    if (out27[pass28 & 7] < 44ull) {
        goto done29;
    }
    while (pass28 < 10) {
        check_score8(nullptr, check_score8(nullptr, *out27));
        ++pass28;
    }
    (*out27) = -23.625f;
done29:;
    return stride26;
}
__global__ void noexcept_kernel32(int *p) noexcept
{
    p[0] = 0;
}

int main() {
    int count30 = 3333;
    count30 = check_score8(&count30, count30);
    dim3 q31 = dim3((count30 + 127) / 0200, 4, 32 * 8);
    gather15_kernel<<<32, 128>>>(nullptr, count30, count30, nullptr);
    return 0;
}
