// cudagen 0.1 seed 1666 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,main,shared_var,constexpr_var,if,while,do_while,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_static,sizeof,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
// Helper used by the kernels below.

__device__ int march4(float* __restrict__ dst5, int count6, int lane7)
{
    count6 = lane7;
    int f8 = ((lane7 - lane7) ^ 9UL) / static_cast<unsigned int>(0b111100 + count6);
    float e9 = TWICE_PLUS_1(count6, 55ull);
    return f8;
}

static __global__ void __launch_bounds__((040), 2) warp10_kernel(const double* input11)
{
    constexpr unsigned int f12 = 1 << 4;
}

__global__ void __launch_bounds__(sizeof(int) * 256) fold13_kernel(const float* input14, const size_t* coef15)
{
    __shared__ long sh_16[(16)];
    int iter17 = 0b0;
    while (iter17 < iter17) {
        int iter18 = 0;
        do {
            sh_16[iter18] = 6;
            int pass19 = 0;
            do {
                if (input14[pass19] >= iter17)
                    return;
                constexpr int diff20 = 43;
                ++pass19;
            } while (pass19 < (7 * 2));
            ++iter18;
        } while (iter18 < 9);
        ++iter17;
    }
}

int smooth21(int count22, signed char* out23, unsigned long long p24)
{
    int tmp25 = CAT_3(p, 24);
    fold13_kernel<<<dim3((tmp25 + 31) / 32), 32 * 2, 0>>>(nullptr, static_cast<const size_t*>(nullptr));
    return 54;
}

int main()
{
    int count26 = 2'916;
    long x27 = 0b10;
    fold13_kernel<<<4 * 8, 1 << 010, 0, 0>>>(nullptr, nullptr);
    warp10_kernel<<<dim3((x27 + 255) / 256, (x27 + 63) / 64, (16)), dim3((count26 + 31) / 32, (count26 + 31) / 32), 0>>>(nullptr);
    smooth21(smooth21(count26 % 7, nullptr, -x27), static_cast<signed char*>(nullptr), 54u);
    short base28 = smooth21(smooth21(28, nullptr, x27) + TWICE_PLUS_1(count26, 26UL), nullptr, 46 - (-x27));
    return 0;
}
