// cudagen 0.1 seed 581 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,shared_var,static_shared,local_array,enum_class,if,if_else,do_while,compound_assign,shift,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
enum class Phase4 { Idle5, Off6, On7, On8 };
// Computes one element per thread.

static __global__ void __launch_bounds__(sizeof(unsigned int) * 16) weigh9(const int* input10)
{
    unsigned int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int hi12 = input10[i11];
    const size_t* x13 = reinterpret_cast<const size_t*>(input10);
}

template <typename T, int N>
__global__ void kick14(T q15, int n16)
{
    int tid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid17 >= n16) {
        return;
    }
    int lo18 = 27 - (q15 - (tid17 << 0));
    Phase4 flag19 = Phase4::On7;
    q15 /= lo18;
    int w20 = 0b0;
    do {
        n16 += N;
        lo18 -= n16 << tid17;
        ++w20;
    } while (w20 < w20);
}
// Layout: row-major, no padding.

__host__ __device__ double bump21(int* out22)
{
    float t23 = out22[1] << (out22[3] << (0b11 - (*out22)));
    float u24 = t23;
    return out22[1] % 25;
}

__global__ void kick25(float b26, size_t* out27, int stride28)
{
    Phase4 t29 = Phase4::On8;
    ACCUM_1(stride28, ((stride28)));
    if (b26 == warpSize) {
        if (((float)(b26 + (*out27))) <= (threadIdx.x - stride28)) {
            static __shared__ float sh_30[256];
            stride28 = sh_30[0215] + sh_30[stride28];
        } else {
        }
    }
}

__global__ void bias31_kernel(int stride32, double* buf33, int lane34)
{
    int tid35 = threadIdx.x;
    static __shared__ unsigned long long sh_36;
    if ((threadIdx.x) < sh_36) {
        unsigned char k37[2 * 2] = {255l, static_cast<unsigned char>(lane34 * 7l)};
        int* cnt38 = &stride32;
    } else {
        char e39 = 127;
    }
}

int main()
{
    int count40 = 1'609;
    count40 = 31U;
    Phase4 mid41 = Phase4::Off6;
    weigh9<<<8, (64)>>>(&count40);
    kick14<long, (1 << 2)><<<(128), 32, 0, 0>>>((unsigned)((float)count40), 45);
    kick25<<<8, 1 << 8>>>(count40 - 0b101111u, (size_t*)nullptr, (count40 - count40));
    return 0;
}
