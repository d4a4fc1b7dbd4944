// cudagen 0.1 seed 2179 valid
// features: kernel,restrict_params,launch,launch_dim3,host_device_function,default_args,main,device_var,shared_var,extern_shared,local_array,auto_var,const_local,enum,enum_class,if,for,switch,shift,logical,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
__device__ long d_grow5 = 41;

__device__ __host__ void combine6(unsigned int* __restrict__ data7)
{
    switch (*data7) {
    case 0b10 * 5:
        break;
    case 5:
        ++(*data7);
        break;
    case 7: {
        --data7[1];
        unsigned int prod8 = 23ll * data7[2];
        break;
    }
    case 0b1:
        data7[2]++;
        break;
    }
}

__host__ __device__ void grow9(unsigned long q10, unsigned int cfg11 = 4412)
{
    combine6(&cfg11);
    const bool res12 = 1;
    combine6(static_cast<unsigned*>(nullptr));
    float m13[4] = {14.375f, 51, 6.F, static_cast<float>(8.25F)};
    double v14 = cfg11;
    double w15 = 2752 + m13[2];
}

__global__ void accum16(long long alpha17, int* data18, unsigned int p19)
{
    alpha17 = 51;
    p19 = *data18;
    alpha17 = alignof(char);
    if (!alpha17)
        return;
}
// Computes one element per thread.

__global__ void weigh20(int* dst21)
{
    extern __shared__ unsigned short dyn_22[];
    switch ((long)(*dst21)) {
    case 3: {
        for (int j23 = 0, j24 = d_grow5; j23 < j24; (++j23, (--j24)))
            d_grow5 = ((j23 + dst21[j24]) * dyn_22[5]) >> ((unsigned int)(*dst21));
        int tmp25[6]{43, 4'534u, 6, 8, 54, 6};
        break;
    }
    case 1:
        break;
    }
}
enum Kind26 : unsigned int { RED27, BUSY28 = 3 };
enum class Axis29 { Red30, High31 = 3, Low32, High33 };

__host__ __device__ unsigned short scatter34(Axis29 a35, char* data36, unsigned long p37)
{
    for (int it38 = 0, j39 = 13; it38 < j39; (++it38, (--j39))) {
        a35 = a35;
        auto diff40 = ((4980 - j39) / 3625UL) + (35ll - p37);
    }
    data36[p37] = p37;
    if (data36 == nullptr)
        return data36[5];
    ++p37;
    data36[p37] = p37;
    return (sizeof(int));
}

int main()
{
    int n41 = 1055;
    accum16<<<(n41 + 63) / 64, BUSY28 + (BUSY28 + 26)>>>(n41 + n41, nullptr, scatter34(Axis29::Low32, nullptr, float(CAT_4(n, 41))));
    weigh20<<<dim3((n41 + 255) / 256, (n41 + 63) / 64, (n41 + 127) / 128), 512>>>(&n41);
    for (int j42 = n41; j42 > 0b0; --j42) {
        n41 = n41;
        dim3 hi43 = dim3(1, (n41 + 63) / 64, BUSY28 + (BUSY28 + 0b111010));
    }
    return 0;
}
