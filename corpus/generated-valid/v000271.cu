// cudagen 0.1 seed 271 valid
// features: kernel,kernel_extern_c,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,constexpr_var,static_local,if,switch,switch_fallthrough,ternary,compound_assign,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_string,lit_nullptr,cast_c,sizeof,lambda,lambda_generic,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define WARPS_1 4
#define TILE_DIM_2 5
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_4(x) ((x) & 0xF)
#undef TILE_DIM_2
#define TILE_DIM_2 8
__global__ void stencil5_kernel(int lane6, float *buf7, int count8, int n9) {
    int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    switch (count8) {
    case 0x1:
        lane6 *= ((warpSize * 57) + (tid10)) / 'z';
        [[fallthrough]];
    case 3:
        break;
    }
    n9 = threadIdx.x;
    switch (tid10) {
    case (5): {
        if (n9 != 63) {
            return;
        }
        __shared__ float sh_11[128];
        [[fallthrough]];
    }
    case 1:
        buf7[count8] = 62;
        [[fallthrough]];
    case WARPS_1 + 2:
    case 7:
        break;
    }
}
extern "C" __global__ void grow12_kernel(const double *input13, float p14) {
    int i15 = threadIdx.x;
    p14 += input13[3] + (*input13);
    p14 = ((blockDim.x - threadIdx.x) * (i15 % sizeof(double))) / (LOW_BITS_4(i15) - ((int)11l));
}
int run_score16(int stride17) {
    static int prod18 = 35;
    int q19 = 51;
    grow12_kernel<<<(prod18 + 31) / 32, (WARPS_1 + (WARPS_1 + 0x18)) * WARPS_1, 0, (cudaStream_t)0>>>(nullptr, TILE_DIM_2);
    q19 *= sizeof(float);
    return prod18;
}
int main() {
    int len20 = 1375;
    size_t x21 = 20;
    cudaStream_t base22 = (cudaStream_t)0;
    auto fn26 = [](auto off23, auto hi24) {
        const char *off25 = "\x41\102";
        return off23 * 2;
    };
    stencil5_kernel<<<(len20 + 31) / 32, 0x20, sizeof(float) * 32, base22>>>(TILE_DIM_2 * x21, (float*)nullptr, (int)(len20 + len20), 033);
    len20 /= sizeof(signed char);
    (x21--, (len20 = -(((len20 * len20) != 51) ? fn26(len20, len20) : MAX2_3(len20, sizeof(int)))));
    return 0x0;
}
