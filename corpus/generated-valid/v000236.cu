// cudagen 0.1 seed 236 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,main,shared_var,host_global,constexpr_var,local_array,enum_class,if,do_while,compound_assign,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,lambda,macro_object,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define BLOCK_SIZE_2 (((BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 0x17)))))

#ifdef USE_FAST_PATH_3
#define TUNE_4 1
#else
#define TUNE_4 64
#endif

#if BLOCK_SIZE_1 % 2 == 0 || BLOCK_SIZE_1 < 4
#define CONFIG_5 4
#else
#define CONFIG_5 9
#endif
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 12

__global__ void sweep6(double a7)
{
    int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++a7;
    __shared__ double sh_9[8];
    unsigned int diff10 = 47;
    __shared__ double sh_11;
}
enum class Mode12 : long { Slow13, Slow14, Busy15 = 7 };
int g_split16 = 48;

__global__ void score17(int n18, int len19, const float* src20, const long* input21)
{
    unsigned int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i22 >= n18) {
        return;
    }
    ++len19;
    if ((len19 * (0x33U * i22)) <= input21[2]) {
        n18--;
        len19 /= n18;
    }
}

__device__ int clamp23(int n24)
{
    if (n24 < n24) {
        return n24;
    }
    n24++;
    int w25 = 0x0;
    do {
        Mode12 y26 = Mode12::Busy15;
        int y27 = 1680ul;
        ++w25;
    } while (w25 < n24);
    n24++;
    return w25;
}

int main(void)
{
    int len28 = 2377;
    auto op31 = [](float prod29, int h30) -> int {
        h30 = 10;
        h30--;
        return (h30 - ' ') - 25;
    };
    cudaStream_t z32 = 0;
    double base33[5] = {4.875};
    g_split16--;
    sweep6<<<CONFIG_5 + BLOCK_SIZE_2, dim3((len28 + 0x3F) / 64, BLOCK_SIZE_2 + 0x14), sizeof(double) * 0400, (cudaStream_t)0>>>(op31(int(g_split16), '#'));
    score17<<<(g_split16 + 255) / 256, dim3((len28 + 63) / 64, 0x1, (len28 + 31) / 32), 0>>>(op31(base33[3], base33[0x1]) + 40, BLOCK_SIZE_1, (const float*)nullptr, nullptr);
    return 0;
}
