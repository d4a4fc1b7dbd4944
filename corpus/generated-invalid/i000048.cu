// cudagen 0.1 seed 48 invalid:launch_too_many_config_args
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,device_function,static_device_function,host_device_function,default_args,main,shared_var,static_shared,constexpr_var,auto_var,enum,using_alias,if,for,do_while,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
using idx2_t = int;

static __device__ float reduce3(int lane4, idx2_t stride5, int stride6)
{
    int pass7 = 0;
    do {
        --stride6;
        ++pass7;
    } while (pass7 < 4);
    static __shared__ double sh_8[16];
    return 0x6 + (stride6 * sh_8[12]);
}

inline __host__ __device__ double scatter9(float cfg10)
{
    for (int n11 = 0; n11 < 5; n11++) {
        ++cfg10;
    }
    cfg10 = 47 / (cfg10 - 3);
    cfg10--;
    cfg10 = 06456;
    unsigned char u12(cfg10);
    return u12;
}

__device__ double trace13(int stride14, unsigned int q15, idx2_t len16)
{
    reduce3(q15, stride14, scatter9(13.625F));
    ++len16;
    scatter9(len16);
    ++q15;
    q15 = (float)((4 - stride14) - (040 * q15));
    auto u17 = 0;
    return ((len16) % len16) / len16;
}
enum Mode18 : short {
    IDLE19,
    SLOW20,
    LOW21 = 4,
    LOW22,
    GREEN23
};

__device__ __host__ char shade24(unsigned int *dst25, const float *__restrict__ in26, idx2_t len27 = 0x3c)
{
    for (int j28 = 8; j28 > 0; --j28) {
        (*dst25) = scatter9(scatter9(15.0f));
    }
    scatter9(in26[5]);
    int iter29 = 0;
    do {
        (*dst25) = (((*dst25) * sizeof(int)) - 17LL) % 5;
        long long w30(1972L);
        ++iter29;
    } while ((iter29 < iter29) && (len27 > 13));
    float cnt31 = LOW22;
    return '\\';
}

static __global__ void __launch_bounds__((LOW21 + 252)) mix32(idx2_t n33, idx2_t count34)
{
    scatter9(count34);
    count34++;
}
__global__ void probe_kernel38(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}

int main()
{
    int len35 = 0x123;
    probe_kernel38<<<1, 128, 0, 0, 1>>>(nullptr, 0);
    len35 = 2783;
    if ((len35 + len35) < 0x1l) {
        return shade24(nullptr, nullptr);
    }
    len35 = SLOW20 + scatter9((float)21.125f);
    Mode18 off36 = SLOW20;
    Mode18 sum37 = SLOW20;
    sum37 = IDLE19;
    mix32<<<(len35 + 127) / 0200, GREEN23 + (LOW21 + (SLOW20 + (LOW22 + 0x10)))>>>(off36, shade24(nullptr, (const float*)nullptr, len35 + off36));
    return 0;
}
