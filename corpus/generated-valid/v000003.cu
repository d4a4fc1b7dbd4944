// cudagen 0.1 seed 3 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_template_function,host_function,constexpr_function,main,constant_var,shared_var,shared_2d,constexpr_var,static_local,enum,if,if_else,for,while,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define MOD8_3(x) ((x) % 8)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 45
#endif
__constant__ unsigned short c_stencil7 = 43;

__global__ void __launch_bounds__(1 << 9, 3) probe8_kernel(int n9, int stride10) {
    int gid11 = threadIdx.x;
    if ((blockDim.z + 12u) < gid11) {
        __shared__ int sh_12[14][14];
    } else if (n9 != 47) {
        int pass13 = 0x0;
        while (pass13 < gid11) {
            n9 -= 23;
            if (38L >= c_stencil7)
                break;
            float f14(((gid11 - c_stencil7) + (16.5f)) * (14.875f * n9));
            ++pass13;
        }
        --stride10;
    }
}
// Helper used by the kernels below.

__device__ void decay15(int stride16, int* __restrict__ data17) {
    int sum18 = blockDim.y;
    if (stride16 < sum18) {
        int iter19 = 0x0;
        while (iter19 < stride16) {
            int q20 = (46);
            q20 *= sum18 << (*data17);
            ++iter19;
        }
    } else {
    }
}

__device__ int scatter21(int* dst22, unsigned int q23) {
    for (int i24 = 0x5; i24 > 0; --i24) {
        float tmp25 = +ADD3_2(q23, 5 + blockIdx.x, +c_stencil7);
        dst22[0x3] = tmp25;
    }
    if (dst22 != nullptr)
        return dst22[7];
    return TUNE_6;
}
enum Axis26 : short { OFF27, BUSY28, HIGH29, IDLE30 };

__device__ int decay31(int* out32, int len33, unsigned* __restrict__ acc34) {
    out32[threadIdx.y] |= *out32;
    if (scatter21(reinterpret_cast<int*>(acc34), 21) < 40)
        return 35ull;
    unsigned char prod35 = scatter21(reinterpret_cast<int*>(acc34), (MOD8_3(warpSize)));
    Axis26 h36 = HIGH29;
    for (int j37 = 0; j37 < len33; ++j37)
        h36 = h36;
    scatter21(&len33, scatter21(&len33, scatter21(out32, *out32)));
    return scatter21(out32, scatter21((int*)nullptr, 30)) * ((45 + threadIdx.z) << (prod35 >> 2));
}
/* Computes one element per thread. */

template <typename T, typename U>
__device__ void march38(T p39, T* buf40) {
    decay15(buf40[c_stencil7], nullptr);
    T k41 = (p39 + 11.0f) - (*buf40);
    int base42(sizeof(char));
}

constexpr int check_combine43(int lane44, float p45) {
    double f46 = p45 + (15.0 + (lane44 * 56u));
    unsigned z47 = (float)15.f;
    return 12;
}

int main() {
    int count48 = 3065;
    probe8_kernel<<<(0x1), (TUNE_6 + 83), 0>>>(count48, check_combine43(check_combine43(count48, count48), MOD8_3(count48)));
    unsigned int flag49 = count48;
    count48 = check_combine43(check_combine43(flag49, IDLE30), check_combine43(flag49, check_combine43(count48, count48)));
    static int val50 = 43;
    return 0;
}
