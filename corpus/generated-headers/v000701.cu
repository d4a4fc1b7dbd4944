// cudagen 0.2 seed 701 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,main,constant_array,shared_var,static_shared,extern_shared,constexpr_var,if,for,compound_assign,bitwise,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_undef
#include <cuda_runtime.h>
#include <type_traits>
#include <utility>

#define TILE_DIM_1 4
#define CHUNK_2 256
#define TILE_DIM_3 ((5))
#define HALF_4(x) ((x) / 2)
#define CAT_5(a, b) a##b
#undef TILE_DIM_1
#define TILE_DIM_1 12
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void march7_kernel(int len8, int len9, const float *in10, int n11) {
    int y12 = -static_cast<signed char>(CAT_5(n, 11));
    (void)y12;
    for (int j13 = 0; j13 < 6; j13++) {
        len8 %= -0x1e;
        len9 = (unsigned)TILE_DIM_1;
    }
    len8 /= n11 % n11;
    if (in10 != nullptr) {
        return;
    }
}
__constant__ unsigned int c_probe14[2] = {0x4ll, 14};
static constexpr int WIDTH15 = 64;

__global__ void smooth16_kernel(unsigned long long *out17, unsigned *buf18) {
    extern __shared__ int dyn_19[];
    (*buf18) &= c_probe14[0];
    __shared__ float sh_20[128];
    static __shared__ unsigned long sh_21[64];
    buf18[7] = 0x1aL;
    (*out17) = HALF_4((sh_20[0x1E] += 15U, (53L + sh_21[5])));
}

int main() {
    int len22 = 0x144;
    len22 = HALF_4(len22 / WIDTH15);
    smooth16_kernel<<<dim3((0x4), (TILE_DIM_1 + 4) * (TILE_DIM_3 + 3), (len22 + 0x3f) / 0b1000000), 32, sizeof(unsigned int) * (TILE_DIM_1 + (TILE_DIM_3 + 47)), (cudaStream_t)0>>>(nullptr, (unsigned*)nullptr);
    march7_kernel<<<dim3((len22 + 0xFF) / 256), (32), (TILE_DIM_3 + (TILE_DIM_3 + (TILE_DIM_1 + 106))) * 2>>>(WIDTH15 + (len22 * len22), HALF_4(len22), nullptr, ((char)127) + (-len22));
    return 0x0;
}
