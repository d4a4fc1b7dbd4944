// cudagen 0.1 seed 436 invalid:multicharacter_literal
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,host_device_function,main,shared_var,local_array,auto_var,using_alias,if,for,nested_block,static_assert,compound_assign,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_static,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
/* Helper used by the kernels below. */

__global__ void sweep4_kernel(float alpha5, int* buf6, const long* __restrict__ input7) {
    --buf6[0b100];
    auto idx8 = input7[2];
    alpha5 = 24.375f;
}
using ptr9_t = int*;

__device__ __host__ float warp10(int n11, int lane12) {
    for (int i13 = 0, j14 = lane12; i13 < j14; (++i13, (--j14))) {
        long long idx15[2]{62ul, 06630};
        double tmp16 = 24.5;
    }
    return lane12;
}

extern "C" __global__ void __launch_bounds__((64)) grow17(unsigned long p18, unsigned int a19, unsigned* dst20, unsigned int p21) {
    for (int j22 = 0; j22 < 16; ++j22) {
        int idx23[7] = {-56, 015ll, 074, 60};
        static_assert(58 > 57);
    }
    int hi24 = warp10(+p18, 070);
    float e25 = 9 - CAT_3(hi, 24);
    auto stride26 = 1548l;
    __shared__ short sh_27[128];
}

extern "C" {
__global__ void fuse28(int stride29) {
    signed char diff30 = warp10(warp10(warp10(stride29, stride29), warp10(065, 8ul)), stride29);
    {
        warp10(CAT_3(diff, 30), warp10(+diff30, stride29));
        if (diff30 <= diff30) {
            return;
        }
    }
    float m31 = warp10('0', warp10(diff30, diff30)) - warp10(32ULL, stride29);
    diff30 -= (14 + warp10(28, 43ul)) * (diff30 - (diff30 / 052));
}
}

int main() {
    int len32 = 2'025;
    int tag34 = 'ab';
    len32 = static_cast<int>(warp10(13, warp10(len32, CAT_3(len, 32))));
    float s33 = len32;
    sweep4_kernel<<<512, 128>>>(warp10(s33, 45 + s33), &len32, static_cast<const long*>(nullptr));
    grow17<<<32, (128)>>>(51u, warp10(s33 - s33, 37 - s33), nullptr, len32);
    fuse28<<<512, 256>>>(-1787);
    return 0;
}
