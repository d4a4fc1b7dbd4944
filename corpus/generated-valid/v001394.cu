// cudagen 0.1 seed 1394 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,constant_array,constexpr_var,struct,class_private,if,compound_assign,bitwise,comparison,incdec,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,sizeof,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 44
#endif
// Helper used by the kernels below.

class Body5 {
    int w6;
    unsigned long hi8;
public:
    __host__ __device__ Body5(int c9, unsigned long a10) : w6(c9), hi8(a10) {}
    __host__ __device__ void get11(int tmp12)
    {
        hi8++;
    }
};

__global__ void __maxnreg__(32) rank13(unsigned int b14, unsigned int cfg15, Body5 q16)
{
    int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr unsigned cnt18 = 21;
    b14 += idx17;
    unsigned h19 = threadIdx.z % ((17 + b14) ^ (TUNE_4 + b14));
}
__constant__ int c_shade20[8] = {38, 61, 4570, 56ull, 509, '\t', 47UL, -19};

int main()
{
    int n21 = 39;
    --n21;
    double z22 = n21;
    rank13<<<TUNE_4 + (TUNE_4 + 230), 64, sizeof(float) * 256, (cudaStream_t)0>>>(z22 + 3940, TUNE_4 + n21, Body5(576, 52u));
    if ((n21 & 0ul) <= (n21 + (n21 + n21))) {
        z22 = TUNE_4;
        dim3 v23((n21 + 0b1111111) / 128, (n21 + 0b11111) / 32, 1);
    }
    return 0;
}
