// cudagen 0.1 seed 1677 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,default_args,main,shared_var,static_shared,enum_class,if,if_else,for,nested_block,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
// Returns the accumulated value.

__global__ void __launch_bounds__(16 * 16) pivot4_kernel(const double *__restrict__ in5, float *out6, unsigned long q7) {
    __shared__ short int sh_8[32];
    out6[q7] = -18.875f;
}

template <class T>
inline __host__ __device__ int scale9(T *acc10, unsigned short alpha11) {
    if ((*acc10) < (*acc10)) {
        int lim12{10LL};
        for (int n13 = 0; n13 < lim12; n13++) {
            if (((n13 + n13) & 1)) {
                continue;
            }
        }
        {
            alpha11 = 0x1B;
            alpha11 = alpha11;
        }
    } else {
    }
    return 41;
}
// Helper used by the kernels below.

inline __device__ float split14(int lane15, int lane16, int *dst17) {
    dst17[lane15 & 7] = blockIdx.z | ((dst17[threadIdx.x] - (*dst17)) + (4 * lane16));
    int x18 = 17;
    return blockIdx.y * (x18 * dst17[5]);
}

template <typename T, int N>
__global__ void reduce19_kernel(const T *src20) {
    int idx21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int i22 = 0; i22 < 0xF; ++i22) {
        static __shared__ float sh_23[8];
    }
    const int *acc24 = nullptr;
}

__device__ void fold25(size_t q26, int lane27 = -39) {
    float y28 = lane27;
    float stride29 = ((q26 & threadIdx.x) * ((unsigned int)0x2C)) + ((int)lane27);
}
enum class Op30 : short { Add31, Slow32, Add33 };

int main() {
    int count34 = 0x598;
    pivot4_kernel<<<(count34 + 31) / 32, 0x80, (1024)>>>(nullptr, nullptr, count34);
    Op30 res35 = Op30::Add33;
    int w36 = 13;
    reduce19_kernel<unsigned int, 6><<<(count34 + 0b11111111) / 256, 512, sizeof(double) * 0200, 0>>>(nullptr);
    pivot4_kernel<<<(count34 + 127) / 0x80, 256, 0, nullptr>>>(nullptr, nullptr, 0x14U + (w36 / count34));
    return 0;
}
