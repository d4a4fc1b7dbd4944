// cudagen 0.2 seed 307 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,host_function,default_args,main,const_local,if,if_else,static_assert,compound_assign,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function,macro_statement,local_class,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <type_traits>
#include <tuple>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void step6_kernel(float *data7, const int *src8)
{
    if (((*src8) * 7) < ((*src8) - 4)) {
        const int f9 = 54l;
        (void)f9;
    }
    floorf(src8[3] / data7[0b110]);
    int t10(ADD3_1(data7[5], data7[3], (src8[0b1] - (20ull << src8[6]))));
    (void)t10;
}

__global__ void count11_kernel(unsigned int *buf12, float *acc13, int stride14)
{
    float *lim15 = acc13;
    (void)lim15;
    (*acc13) /= cosf((*buf12) >> (*buf12));
}

unsigned run_drift16(double *out17, int stride18, int lane19 = 2611)
{
    dim3 v20 = dim3((lane19 + 255) / 256, 2 * 4);
    (void)v20;
    struct Local21 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local21 base22{2};
    int stride23 = base22.add(stride18 + 18);
    int e24(11L);
    (void)e24;
    if ((stride23 + (1347 / stride18)) <= (stride23 % 0b1011)) {
        double h25 = out17[7];
        (void)h25;
    } else {
        step6_kernel<<<4, 1 << 9>>>(reinterpret_cast<float*>(out17), (const int*)nullptr);
    }
    return floorf((stride18 >> 7) * 13.25f);
}

int main()
{
    int size26 = 552;
    static_assert(18 == 18, "size check");
    size26++;
    int val27 = 41;
    val27++;
    size26 -= (size_t)ADD3_1(fabsf(val27), val27, ceilf(sizeof(int)));
    count11_kernel<<<(val27 + 63) / 64, 1 << 8, 0>>>(nullptr, (float*)nullptr, 15u - (val27 * 42));
    return 0;
}
