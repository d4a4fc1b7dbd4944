// cudagen 0.2 seed 3 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,main,constexpr_var,local_array,auto_var,const_local,if,do_while,goto,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_launch,macro_object,macro_paste,pp_if,comments
#include <cuda_runtime.h>
#include <numeric>

#define NUM_ITERS_1 16
#define TILE_DIM_2 64
#define CHUNK_3 8
#define CAT_4(a, b) a##b
#if CHUNK_3 == 8
#define CONFIG_5 7
#elif CHUNK_3 < 0
#error unreachable configuration
#else
#define CONFIG_5 9
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
// Layout: row-major, no padding.

__global__ void __launch_bounds__(CONFIG_5 + (CONFIG_5 + 0xf2), 1) reduce7(int stride8, float* dst9, unsigned long long cfg10, const char* in11) {
    const float u12 = CHUNK_3 * ((*dst9) * stride8);
    (void)u12;
    auto acc13 = -52;
    const int lo14 = ((!(acc13 & 1)) ? (4985l % acc13) : CAT_4(u, 12)) - ((0x39 - acc13) % (26));
    bool x15 = (-dst9[3]) <= sizeof(unsigned);
    (void)x15;
    if (!(CAT_4(u, 12) >= CAT_4(acc, 13))) {
        goto out16;
    }
    ++(*dst9);
    if (lo14 <= cfg10) {
        return;
    }
    acc13++;
out16:;
}

int main(void) {
    int size17 = 3264;
    int m18[2]{size17, -0x12};
    reduce7<<<2 * 4, 1 << 6, sizeof(int) * 32>>>((m18[size17 & 1] += size17, size17), (float*)nullptr, size17, nullptr);
    auto fn22 = [](int q19) -> int {
        int w20 = 0;
        do {
            reduce7<<<dim3(040), sizeof(float) * (CHUNK_3 + (NUM_ITERS_1 + (NUM_ITERS_1 + 24))), sizeof(double) * 128>>>(w20, nullptr, w20 / (q19 + 41), nullptr);
            const int lim21 = -(int(q19) - q19);
            ++w20;
        } while ((w20 < 4) && ((CHUNK_3 > w20) && (w20 > CONFIG_5)));
        return w20;
    };
    fn22(m18[size17 & 1]);
    ++size17;
    reduce7<<<dim3(sizeof(int) * 16, (size17 + 255) / 0x100), 256, 0>>>(CHUNK_3, (float*)nullptr, size17, nullptr);
    int* q23 = nullptr;
    (void)q23;
    return 0;
}
