// cudagen 0.1 seed 497 valid
// features: kernel,launch_bounds,launch,builtin_vars,device_function,host_device_function,device_template_function,host_function,constexpr_function,main,shared_var,extern_shared,local_array,const_local,struct,enum_class,if,while,do_while,ternary,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
__global__ void tile7_kernel(int *data8, int stride9, int stride10, double b11) {
    int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid12 >= stride9) {
        return;
    }
    ACCUM_3(b11, (gid12));
    stride10 = (stride10 * 9ul) + (-(CAT_6(stride, 9) >> stride10));
    int v13 = b11;
    stride10 *= ((stride9));
    if ((gridDim.z < 0xClu) || ((*data8) != gid12)) {
        return;
    }
    ACCUM_3(stride9, ((*data8)));
}
template <class T>
__device__ int rank14(T b15) {
    __shared__ unsigned sh_16[256];
    const unsigned lim17 = 40u;
    sh_16[201] = sh_16[190];
    float lo18 = sh_16[188] / (6 - (sh_16[117] - 0x2ALL));
    return 3580;
}
// Computes one element per thread.
__global__ void __launch_bounds__(0x40 * 8) tile19(const int *coef20, int n21) {
    extern __shared__ double dyn_22[];
    unsigned int idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx23 >= n21) {
        return;
    }
    int iter24 = 0;
    do {
        if (!(n21 != threadIdx.x)) {
            return;
        }
        dyn_22[1] *= 0.125;
        ++iter24;
    } while (iter24 < n21);
    int x25 = iter24;
    ++x25;
}
float check_count26(int count27, int lane28) {
    if (45ll != lane28) {
        return (count27);
    }
    ++count27;
    int h29 = (64ul * CAT_6(count, 27)) - lane28;
    return 32;
}
__host__ __device__ void shade30(const float *coef31) {
    int w32 = 0;
    while ((w32 < 14) && (0x2F <= coef31[5])) {
        int iter33 = 0b0;
        do {
            double res34[4] = {};
            res34[w32] -= MOD8_2((11 == coef31[iter33]) ? 0x137f : w32) * 8;
            ++iter33;
        } while ((iter33 < 16) && (w32 >= CAT_6(iter, 33)));
        ++w32;
    }
}
struct Span35 {
    int val36;
    int y37, x38;
};
enum class Color39 : short {
    Fast40,
    Busy41,
    Off42,
    Off43,
    On44
};
constexpr int run_shade45(int lane46) {
    return lane46;
}
int main() {
    int size47 = 2382;
    if (!(MOD8_1(size47) >= 17)) {
        (size47--, (size47 = 0x10));
        ACCUM_3(size47, (run_shade45(size47)));
    }
    Color39 mid48 = Color39::Fast40;
    tile7_kernel<<<(0x2), 1 << 0x6>>>(nullptr, size47, size47, check_count26(size47 + 0x0L, 0xB79));
    tile19<<<(size47 + 0x1F) / 32, 1 << 9>>>(static_cast<const int*>(nullptr), 940 + CAT_6(size, 47));
    return 0x0;
}
