// cudagen 0.1 seed 325 invalid:memory_attribute_on_function
// features: kernel,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,static_host_function,main,shared_var,extern_shared,struct,struct_methods,using_alias,if,if_else,for,goto,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

struct Cell5 {
    unsigned long long w6;
    int val7;
    float id8;
    __host__ __device__ float reset9() const
    {
        return (val7 << w6) >> 6;
    }
};

__device__ unsigned int sweep10(double q11, const Cell5 &q12)
{
    q11++;
    Cell5 m13 = Cell5{34L, 'a', static_cast<float>(alignof(char))};
    return (LOW_BITS_2(m13.w6 * q12.val7));
}

__global__ void gather14(const long *input15)
{
    extern __shared__ unsigned char dyn_16[];
    dyn_16[3] = (!((input15[2] == input15[1]) || (dyn_16[3] <= input15[5]))) ? (dyn_16[3]) : LOW_BITS_2(dyn_16[2]);
    if ((dyn_16[4] * (*input15)) < dyn_16[5])
        return;
    dyn_16[1] = sweep10(16.625, Cell5{38, int(MAX2_1(dyn_16[6], dyn_16[5])), 20.125F});
    int idx17 = (LOW_BITS_2(dyn_16[3]) > static_cast<unsigned int>((*input15) / 50)) ? (5 + input15[6]) : (static_cast<long>(dyn_16[0b101]) + 150l);
    ++idx17;
    idx17 = (unsigned int)idx17;
}

struct Pixel18 {
    float vel19, val20;
    long vel21;
    size_t weight22;
    __host__ __device__ unsigned long scale23(char w24) const
    {
        w24 = (double)val20;
        long *e25 = nullptr;
        return (val20 - vel19) + val20;
    }
};

__global__ void sweep26_kernel(const int *input27, unsigned int *buf28)
{
    extern __shared__ long dyn_29[];
    buf28[1] = 42L;
    unsigned int tmp30 = *buf28;
    if (buf28[3] < 18UL) {
        goto done31;
    }
    sweep10(((tmp30 != buf28[tmp30 & 7]) ? tmp30 : 9) << 9, Cell5{3ULL, -4380, 1.0f});
    if ((dyn_29[tmp30 & 7] >> buf28[tmp30 & 7]) > tmp30)
        return;
done31:;
}

__device__ __forceinline__ unsigned pivot32(float cfg33, long long beta34)
{
    beta34 = cfg33;
    if ((beta34 <= beta34) || (cfg33 >= beta34))
        return (beta34 << 7) * beta34;
    beta34 = static_cast<int>(beta34);
    --beta34;
    if (((beta34 % 47) & 1))
        return 19;
    return sweep10(((int)(-2323)), Cell5{static_cast<unsigned long long>(15l - cfg33), 15, 8.125F});
}
using real35_t = float;

__device__ __forceinline__ unsigned int lerp36(int lane37, long long q38, int stride39)
{
    int f40 = sizeof(int);
    ++stride39;
    ++stride39;
    sweep10(~f40, Cell5{static_cast<unsigned long long>('0'), 2, 3.0f});
    if (!(!lane37)) {
        pivot32((stride39 / lane37) + pivot32(q38, 41), 50);
        Pixel18 acc41 = Pixel18{5.0F, 8.5f, 6, 4475};
    } else {
    }
    return stride39 & ((f40 >> q38) * (f40 - stride39));
}

static int check_clamp42(bool p43, int n44, bool alpha45)
{
    for (int j46 = 0; j46 < (2 * 3); ++j46) {
        int z47 = (int)((p43 != n44) ? ((n44 <= 'A') ? 59 : 50) : 2UL);
        --z47;
    }
    return static_cast<int>((2760l - alpha45) / (+n44));
}
__managed__ int misplaced_fn51()
{
    return 1;
}

int main()
{
    int size48 = 390;
    for (int j49 = 0; j49 < (0b110); j49++)
        check_clamp42((j49 + 21l + ((unsigned char)57)) < (j49 | j49), (60 * size48) & j49, static_cast<double>(size48) >= (33 + size48));
    size48 = 4359;
    size48 = 4 ^ size48;
    size48 = 5;
    cudaStream_t m50 = (cudaStream_t)0;
    gather14<<<(size48 + 63) / 64, sizeof(float) * 64, sizeof(double) * 32, 0>>>(nullptr);
    sweep26_kernel<<<(256), (64), 64 * 16, m50>>>(nullptr, nullptr);
    return 0;
}
