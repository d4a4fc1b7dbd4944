// cudagen 0.1 seed 1448 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,static_host_function,main,using_alias,if,for,ternary,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_ref,macro_paste,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
using idx3_t = char;

__global__ void rank4(float* __restrict__ acc5)
{
    int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*acc5) = (char)((threadIdx.x) * (threadIdx.y + 37l));
    for (int j7 = i6; j7 > 0; --j7) {
        if (blockDim.y == blockDim.y)
            break;
        acc5[3] = 9.25f;
    }
}

__device__ float smooth8(int* __restrict__ acc9, int lane10)
{
    lane10--;
    lane10 = lane10 + 11;
    if ((acc9[blockDim.z] <= (*acc9)) || (CAT_2(lane, 10) > lane10))
        return 8.625f - acc9[gridDim.y];
    acc9[6] = 0b11110lu * static_cast<double>((lane10 >= lane10) ? threadIdx.x : lane10);
    return -0.25f;
}

static double host_shade11(int count12)
{
    count12 = count12;
    int u13 = count12;
    return 'A';
}

int main(void)
{
    int count14 = 1813;
    rank4<<<(count14 + 31) / 32, 8 * 16, 256>>>((float*)nullptr);
    auto step17 = [&](signed char k15, int z16) -> int {
        --z16;
        return host_shade11(4 + k15);
    };
    const char* r18 = "x=%d";
    rank4<<<(32), 512, 0b0, nullptr>>>(static_cast<float*>(nullptr));
    return 0;
}
