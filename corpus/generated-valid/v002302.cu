// cudagen 0.1 seed 2302 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum_class,namespace,if,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_static,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void update4_kernel(unsigned char b5, unsigned short a6) {
    extern __shared__ float dyn_7[];
    unsigned i8 = threadIdx.x;
    b5 = b5;
    dyn_7[i8] = b5;
    auto m9 = (a6) + (static_cast<unsigned>(a6) - threadIdx.z);
}
enum class Kind10 : unsigned int { Fast11, Idle12, Red13 };

namespace ops14 {
__global__ void __launch_bounds__(0200) update15_kernel(unsigned int *data16) {
    extern __shared__ unsigned dyn_17[];
    int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_17[4]++;
    (*data16)++;
    int z19 = data16[gid18] + gid18;
    short y20 = 32;
    dyn_17[0x5] = z19;
}
} // namespace ops14
// Layout: row-major, no padding.

inline __host__ __device__ int stencil21(int len22, int count23, int count24) {
    auto hi25 = 22.25f;
    long cnt26 = 1528;
    return ((static_cast<float>(count23) - (len22 * count24)) > count24) ? ((0xb65L + hi25) / (0x2dL % count23)) : (count24 * 9);
}
/* Computes one element per thread. */

unsigned check_sweep27(float p28) {
    ops14::update15_kernel<<<4, sizeof(int) * 128>>>(nullptr);
    if ((p28 - p28) == 60) {
        int t29[(8)] = {9, static_cast<int>(0x40UL), 16, 0x160, 0xC27, 0L};
    }
    float lo30 = ((0x23L >= p28) ? p28 : stencil21(1, p28, p28));
    update4_kernel<<<sizeof(int) * 8, 32, 0, 0>>>('0' * (p28 - sizeof(unsigned int)), 26);
    int off31[8]{L'0', 8, 15LL, -36l, 54ull, 34, 0x6, 2};
    return stencil21(stencil21(sizeof(char), 020, 36 - lo30), 9l, 4824);
}

__device__ int fuse32(unsigned int *__restrict__ acc33, int stride34, int count35) {
    constexpr int acc36 = ((46));
    unsigned int acc37{61};
    stride34 = threadIdx.y;
    int prod38 = 68;
    return 0x1f;
}

int main() {
    int n39 = 1620;
    n39--;
    auto f40 = stencil21(n39 * n39, n39 << 0xA, n39 >> n39) - (check_sweep27(n39) - (n39 - 6));
    if (n39 && (n39 > 0x3c)) {
        return n39 * (017);
    }
    if ((f40 * 194 * '\n') > 39) {
        stencil21(f40 * ('\a' - n39), 64l, 24 % stencil21(f40, f40, f40));
    }
    stencil21(3123 + (f40 + 0x190), (f40 += 49, (f40 / n39)), f40);
    return 0;
}
