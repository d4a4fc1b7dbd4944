// cudagen 0.1 seed 1261 valid
// features: kernel,kernel_static,kernel_extern_c,maxnreg,launch,launch_shared_mem,builtin_vars,device_function,host_device_function,host_function,constexpr_function,default_args,main,constexpr_var,local_array,auto_var,struct,struct_methods,aligned_struct,namespace,if,for,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_stringize,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define RADIUS_2 (5)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

static __global__ void __maxnreg__(32) weigh6(unsigned long long *data7)
{
    int idx8 = threadIdx.x;
    if ((+idx8) != 0b110001) {
        goto skip11;
    }
    for (int it9 = 0x0; it9 < idx8; ++it9) {
        (*data7) <<= (((short)idx8) ^ 0x28l) - idx8;
        data7[7] &= idx8;
        int acc10 = 55;
    }
skip11:;
}

struct __align__(8) Acc12 {
    int x13;
    float sum14;
    __host__ __device__ float bump15() const
    {
        unsigned int z16 = x13;
        return x13 - (sum14 + RADIUS_2);
    }
};

__device__ float accum17(unsigned char beta18 = 50u)
{
    if ((beta18 * 0x32lu) == 036) {
        goto finish19;
    }
    ++beta18;
    if (beta18 > beta18)
        return RADIUS_2;
finish19:;
    return (beta18 += 7, (beta18 * (beta18 * gridDim.x)));
}

namespace math20 {
constexpr __host__ __device__ int smooth21(int lane22)
{
    lane22 &= lane22;
    return float((lane22 != BLOCK_SIZE_1) ? static_cast<int>(863) : 21.625f);
}

struct __align__(16) Body23 {
    bool lo24;
    int count25;
    int z26;
    bool val27;
};
} // namespace math20

extern "C" __global__ void gather28_kernel(int stride29, const float *input30, int stride31)
{
    int tid32 = threadIdx.x;
    if (tid32 >= stride31)
        return;
    stride29 %= static_cast<short>((threadIdx.y) ^ stride31);
    auto cnt33 = tid32 * ((*input30) - (-stride29));
    float cnt34 = stride29;
}

float host_scale35(const int *src36, float *dst37, short int cfg38 = 2524)
{
    for (int j39 = 0; j39 < cfg38; ++j39) {
        cfg38 = -static_cast<int>(math20::smooth21(cfg38));
        for (int j40 = 0, j41 = cfg38; j40 < j41; (++j40, (--j41))) {
            if ((+j39) < dst37[2])
                break;
            math20::smooth21(j40);
        }
    }
    return -(math20::smooth21(dst37[cfg38 & 7]) - 4.625f);
}

int main()
{
    int size42 = 3307;
    const char *off43 = STR_5(hello);
    double u44 = (49 | (off43[0] - 24U)) | 0xfUL;
    unsigned int *tmp45 = nullptr;
    size42 = (u44 += tmp45[size42], size42) + (tmp45[size42] / u44);
    int off46[8] = {0x9};
    weigh6<<<64, RADIUS_2 + 251>>>((unsigned long long*)nullptr);
    gather28_kernel<<<2 * 16, 2 * (BLOCK_SIZE_1 + 0x8), 0>>>(((*tmp45) | off46[0]) - 21, static_cast<const float*>(nullptr), u44);
    return 0x0;
}
