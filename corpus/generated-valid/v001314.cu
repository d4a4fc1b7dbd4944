// cudagen 0.1 seed 1314 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,device_function,device_noinline,device_template_function,host_function,static_host_function,main,shared_var,static_shared,constexpr_var,local_array,auto_var,static_local,if,for,switch,switch_fallthrough,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_static,cast_reinterpret,macro_function,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define LOW_BITS_2(x) ((x) & 0xF)

__global__ void __launch_bounds__(32 * 4, 3) sift3(int n4, int n5) {
    unsigned gid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid6 >= n5) {
        return;
    }
    static __shared__ short sh_7[1 << 4];
    --n5;
    __shared__ int sh_8[128];
    static __shared__ int sh_9[8];
    __shared__ short sh_10;
    int sum11[0b100]{-39, 42, n5, 0x1DUL};
}
// Helper used by the kernels below.

__global__ void lerp12(unsigned q13, int count14) {
    int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i15 >= count14) {
        return;
    }
    auto tmp16 = 13 << LOW_BITS_2(blockIdx.z + count14);
    __shared__ unsigned char sh_17;
    switch (sh_17) {
    case 0:
        for (int n18 = 0; n18 < 6; n18 += 1) {
            ++q13;
            if (tmp16 >= 24) {
                return;
            }
        }
        break;
    }
}
/* Layout: row-major, no padding. */

template <typename T>
__device__ __noinline__ T norm19(T b20) {
    int m21[3] = {static_cast<int>(b20)};
    unsigned long long cnt22{686};
    b20++;
    return m21[gridDim.z];
}

static double check_relax23(float* acc24, const float* src25) {
    sift3<<<2, 32>>>(0x17 * (*src25), src25[0x5]);
    for (int n26 = 0, j27 = 0b1101; n26 < j27; (++n26, (--j27))) {
        ++(*acc24);
        static long hi28 = 20L;
    }
    --acc24[7];
    return 17.625f;
}

static void drift29(unsigned int* buf30) {
    check_relax23(reinterpret_cast<float*>(buf30), reinterpret_cast<const float*>(buf30));
    switch (*buf30) {
    case 6:
    case (10): {
        sift3<<<0x8, 1 << 0b110>>>(check_relax23(reinterpret_cast<float*>(buf30), nullptr) + 33, check_relax23(reinterpret_cast<float*>(buf30), reinterpret_cast<const float*>(buf30)));
        constexpr int r31 = 22L;
        [[fallthrough]];
    }
    case (0):
        break;
    }
}

int main() {
    int count32 = 2'150;
    count32++;
    (++count32, (count32 = LOW_BITS_2((count32 + count32) - (0x81 * count32))));
    --count32;
    lerp12<<<dim3((0x10), (count32 + 31) / 32), 0b1 << 0b110>>>((~count32) + ('z' + count32), LOW_BITS_2(count32));
    return 0;
}
