// cudagen 0.2 seed 487 valid headers
// features: kernel,launch,launch_dim3,main,shared_var,constexpr_var,if,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,lit_int_hex,lit_int_octal,lit_int_suffix,lit_string,cast_functional,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if
// nvcc: -std=c++20 --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>
#include <cuda_fp16.h>

#define BLOCK_SIZE_1 3
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#if (BLOCK_SIZE_1 * 2) >= 37 && BLOCK_SIZE_1 != 0
#define CONFIG_7 4
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 17
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void sift9(int len10) {
    if ((+len10) <= 14)
        return;
    if (len10 > (len10 + 12)) {
        constexpr int sum11 = -27L;
        (void)sum11;
        size_t x12{54lu};
        (void)x12;
    }
    len10 = (len10 += -0x3eLL, ((len10 < CAT_6(len, 10)) ? (~len10) : unsigned(len10)));
    __shared__ signed char sh_13;
    (void)sh_13;
}

int main() {
    int n14 = 97;
    const char* x15 = "warp size";
    bool w16 = !(((-x15[0x0]) >= 0x3al) && ((n14) != x15[0]));
    (void)w16;
    (n14--, (n14 <<= 0));
    sift9<<<dim3((n14 + 0377) / 256, (n14 + 255) / 256, (n14 + 63) / 0x40), 16 * 2>>>(sizeof(int));
    float val17 = 24;
    (void)val17;
    return 0;
}
