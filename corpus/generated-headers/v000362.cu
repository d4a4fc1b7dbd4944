// cudagen 0.2 seed 362 valid headers
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,device_function,device_forceinline,main,device_array,constant_array,constexpr_var,local_array,enum,typedef,namespace,if,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,macro_statement,enum_underlying,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
__device__ char d_filter3[32];

__device__ __forceinline__ void stencil4(double beta5, unsigned int* data6) {
    data6[gridDim.x] = ceilf(19.625F) / 33L;
    --data6[0x3];
    int t7 = d_filter3[threadIdx.y & 0x1f] ^ (*data6);
    t7 = (('0'));
    t7 = 44;
    if (t7 <= t7) {
        return;
    }
}
__constant__ int c_weigh8[4] = {49, -36, 42U};

namespace impl9 {
typedef float *ptr10_t;

__global__ void __maxnreg__(32) gather11_kernel(const float* in12, unsigned short* out13, int* out14, const short int* input15) {
    int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float idx17[4] = {static_cast<float>(out14[gid16]), 26L};
    (*out13) = 2852lu;
    idx17[gid16]--;
    idx17[gid16] = gridDim.y;
    constexpr int e18 = 2 * 0x2 * 7;
    (void)e18;
    float val19[6] = {6.75f, -7.75F};
    (void)val19;
    d_filter3[31] = fminf((sizeof(int) * threadIdx.y) + 10.125F, (c_weigh8[threadIdx.x] - 0b101) ^ (36 - warpSize));
}
enum Phase20 : unsigned char { GREEN21, OFF22 };
} // namespace impl9

int main() {
    int n23 = 0xb27;
    impl9::gather11_kernel<<<dim3(32, sizeof(float)), dim3(sizeof(int) * (impl9::OFF22 + 1))>>>((const float*)nullptr, nullptr, &n23, (const short*)nullptr);
    impl9::gather11_kernel<<<dim3((n23 + 127) / 128, (n23 + 127) / 128), 128>>>(nullptr, nullptr, (int*)nullptr, (const short*)nullptr);
    sinf(ceilf(17.0f));
    n23 = (-(impl9::OFF22 + n23)) % (n23 ^ (1328lu * n23));
    return 0b0;
}
