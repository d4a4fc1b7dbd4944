// cudagen 0.1 seed 1065 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,main,struct,operator_overload,enum,while,nested_block,compound_assign,shift,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
enum Color3 { GREEN4, ON5 };
// Helper used by the kernels below.

struct Acc6 {
    long long hi7;
    float y8;
    int weight9;
};

inline __host__ __device__ Acc6 operator+(Acc6 a, Acc6 b)
{
    Acc6 r = a;
    r.hi7 += b.hi7;
    r.y8 += b.y8;
    r.weight9 += b.weight9;
    return r;
}

__global__ void combine10_kernel(const int *src11, float *dst12, Color3 a13)
{
    dst12[threadIdx.x] /= threadIdx.y / (src11[threadIdx.z] / blockIdx.x);
    (*dst12)--;
    {
        (*dst12) -= a13 << a13;
        int pass14 = 0;
        while (pass14 < pass14) {
            Color3 w15 = GREEN4;
            Color3 acc16 = w15;
            ++pass14;
        }
    }
}
// Layout: row-major, no padding.

__global__ void __launch_bounds__(sizeof(unsigned int) * 0200, 2) count17(const double *coef18)
{
    unsigned tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Acc6 flag20 = {-030, 1939LL, 0x11a5};
}

int main(void)
{
    int len21 = 2733;
    len21 /= len21;
    combine10_kernel<<<dim3((len21 + 255) / 256, 16), dim3((ON5 + 7), (len21 + 0b1111111) / 128)>>>((const int*)nullptr, (float*)nullptr, GREEN4);
    count17<<<dim3(1 << 0x3), (ON5 + (ON5 + (ON5 + 253)))>>>((const double*)nullptr);
    len21--;
    Acc6 y22{4, 19.625F, 0x20};
    combine10_kernel<<<dim3(1 << (ON5 + (ON5 + (ON5 + (ON5 + 0x1)))), (256), (len21 + 255) / 256), dim3(0x1 << (ON5 + 0x1), (len21 + 0b11111) / 32, ON5 + 0x3f)>>>((const int*)nullptr, nullptr, GREEN4);
    return 0x0;
}
