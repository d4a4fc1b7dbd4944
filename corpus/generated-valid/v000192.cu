// cudagen 0.1 seed 192 valid
// features: kernel,launch_bounds,grid_constant,launch,builtin_vars,host_device_function,main,constant_var,constexpr_var,struct,aligned_struct,if,if_init,for,while,do_while,switch,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define WARPS_1 5
#define WARPS_2 ((3))
#define TILE_DIM_3 256
#define CAT_4(a, b) a##b

#if TILE_DIM_3 % 2 == 0 || TILE_DIM_3 < 4
#define CONFIG_5 7
#else
#define CONFIG_5 16
#endif

struct alignas(8) Stats6 {
    float vel7;
    int vel8;
    unsigned char lo9;
    float vel10;
};
__constant__ unsigned short c_blend11 = 34lu;

__host__ __device__ int count12(int n13, int count14, int lane15) {
    int off16{17UL};
    int pass17 = 0b0;
    do {
        ++off16;
        count14 &= ((count14 << lane15) - n13) * pass17;
        ++pass17;
    } while (pass17 < 7);
    return pass17 - (off16 / pass17);
}

__host__ __device__ void mix18(float* out19) {
    if ((-(*out19)) != 0x32L) {
        goto out23;
    }
    if (count12(2761u, *out19, out19[2])) {
        return;
    }
    for (int it20 = 0; it20 < (WARPS_2 + 8); it20++) {
        switch (it20) {
        case 4:
            break;
        case 0x2 * WARPS_1: {
            for (int it21 = 0; it21 < 0b10000; it21 += 0b11) {
                --(*out19);
                out19[it21]++;
            }
            long* y22 = reinterpret_cast<long*>(out19);
            break;
        }
        default:
            break;
        }
    }
out23:;
}

__global__ void __launch_bounds__(1 << CONFIG_5, 4) shade24_kernel(const int* src25, long long* out26, __grid_constant__ const Stats6 cfg27, float b28) {
    unsigned int i29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    mix18(nullptr);
    count12(cfg27.lo9, i29, threadIdx.x);
    if (int idx30 = count12(0x26 + count12(src25[c_blend11], cfg27.vel10, CONFIG_5), b28, count12((int)24UL, CONFIG_5 << out26[c_blend11], src25[0x1])); ((c_blend11 - 3770lu) + warpSize) <= (0x6 * i29)) {
        mix18(&b28);
        idx30 <<= count12(blockDim.x, 1929UL, idx30);
        b28 = sizeof(float) + count12(0xde8u, CONFIG_5 * c_blend11, idx30);
    }
    int prod31{5};
}

int main() {
    int len32 = 1763;
    len32 -= (len32 / sizeof(Stats6)) + len32 + (32U * len32 * (len32 << len32));
    if (len32 == count12(4021, 0x2Dul, CONFIG_5)) {
        shade24_kernel<<<(WARPS_1 + 11), 0x100>>>(&len32, (long long*)nullptr, Stats6{}, CAT_4(len, 32));
        int iter33 = 0;
        while (iter33 < 0xf) {
            --len32;
            len32 ^= iter33;
            ++iter33;
        }
    }
    return 0x0;
}
