// cudagen 0.1 seed 1243 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,static_shared,constexpr_var,const_local,if,for,while,do_while,compound_assign,bitwise,shift,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

static __global__ void __launch_bounds__(sizeof(int) * 256, 0x1) count4_kernel(unsigned char p5, unsigned* __restrict__ data6, const long long* input7) {
    int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const float x9 = 1.25F;
    int w10 = 0x0;
    while (w10 < 12) {
        static __shared__ unsigned char sh_11[8];
        ++w10;
    }
    static __shared__ int sh_12[32];
}

__global__ void scale13_kernel(int count14, unsigned cfg15) {
    int i16 = threadIdx.x;
    if (i16 >= count14)
        return;
    cfg15 = i16;
    const int* y17 = (const int*)nullptr;
    int pass18 = 0;
    while (pass18 < i16) {
        unsigned int k19 = i16 + (y17[threadIdx.x] + (threadIdx.x + warpSize));
        int w20 = 0;
        while (w20 < w20) {
            count14 >>= static_cast<int>(threadIdx.x);
            ++w20;
        }
        --k19;
        ++pass18;
    }
}

double run_gather21(int lane22, const float* input23) {
    lane22 &= static_cast<unsigned char>(lane22);
    constexpr int y24 = 0x996l;
    const char* sum25 = "path\\to";
    int pass26 = 0;
    do {
        lane22 = sum25[0x1] + 49;
        ++pass26;
    } while (pass26 < (16));
    size_t t27 = 0;
    count4_kernel<<<dim3((128), (t27 + 0x3F) / 64), 64, 0, (cudaStream_t)0>>>(0x2Bul >> (lane22 - 0x1bL), (unsigned int*)nullptr, (const long long*)nullptr);
    return 9.25;
}

int main() {
    int len28 = 0xDB6;
    len28 = len28;
    len28++;
    for (int j29 = 0x0; j29 < 7; ++j29) {
        scale13_kernel<<<dim3(0x1 << 9), dim3((j29 + 255) / 256, 256, 1 << 1)>>>((len28 += len28, (j29)), len28 + 21 + (j29 << j29));
        float h30 = j29;
    }
    return 0;
}
