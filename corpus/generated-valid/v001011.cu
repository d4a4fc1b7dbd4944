// cudagen 0.1 seed 1011 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,device_var,shared_var,shared_2d,extern_shared,constexpr_var,auto_var,struct,class_private,enum_class,if,goto,compound_assign,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define CHUNK_1 5
#define CHUNK_2 (1 << 7)
#define RADIUS_3 5
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_7(x) #x
#define STR_8(x) STR_IMPL_7(x)
#define CAT_9(a, b) a##b
#undef RADIUS_3
#define RADIUS_3 8

__global__ void __launch_bounds__(32 * 8) step10_kernel(unsigned a11)
{
    a11 = a11;
    a11 = 0x22l * ((a11 * a11) - a11);
    if (20 > (+a11)) {
        goto skip12;
    }
    a11 = 0x10B5;
    a11 = (1'590UL) * ((CAT_9(a, 11) - 0x31) + a11);
    ACCUM_6(a11, (10));
skip12:;
}
enum class State13 { Add14, Mul15, Red16, Red17 = 8 };

template <typename T>
__global__ void reduce18(T a19, const unsigned int* src20)
{
    extern __shared__ unsigned long long dyn_21[];
    auto res22 = CHUNK_1 >> ((unsigned char)src20[0x2]);
    T res23 = MAX2_5((T)res22, (CHUNK_2 - res22) + (48 + a19));
    --res22;
    __shared__ int sh_24[15][13];
    res22 = 40ULL;
    res23 = 1.F;
    ACCUM_6(sh_24[0x6][res22], (MAX2_5(sh_24[7][res22], (dyn_21[res22] >> 0b110))));
}

class Cell25 {
    int id26;
    int val27;
public:
    __host__ __device__ Cell25(int a28, int b29) : id26(a28), val27(b29) {}
    __host__ __device__ void total30(short val31)
    {
        Cell25 q32(val31 + val27, id26 - CHUNK_1);
    }
    __host__ __device__ void apply33(int base34)
    {
        id26 = (int)(-2);
    }
};
__device__ float d_weigh35 = 6.875f;

__global__ void __maxnreg__(128) tile36(int lane37, const unsigned char* coef38, long cfg39, int lane40)
{
    if (lane40 > lane40) {
        return;
    }
    unsigned long idx41 = cfg39 >> lane37;
    if ((d_weigh35 - cfg39) != cfg39) {
        goto out42;
    }
    if (18 <= (coef38[cfg39] + (*coef38))) {
        return;
    }
out42:;
}

float host_gather43(const int* input44, int count45)
{
    step10_kernel<<<dim3((count45 + 127) / 128), dim3((256), (count45 + 127) / 128, (count45 + 127) / 128), sizeof(float) * 32, (cudaStream_t)0>>>(MAX2_4(count45 - (*input44), (count45)));
    ++count45;
    tile36<<<dim3(1, 1 << 1), 16 * 2>>>((3'436ul / input44[1]) - count45, reinterpret_cast<const unsigned char*>(input44), *input44, -63);
    if (count45 >= (*input44)) {
        return -5;
    }
    return input44[5] + count45;
}

int main()
{
    int count46 = 0xecd;
    count46 = 0b111000 + (+(count46 >> count46));
    host_gather43((const int*)nullptr, host_gather43(&count46, 25));
    count46 *= CAT_9(count, 46);
    cudaStream_t tmp47 = (cudaStream_t)0;
    count46 = MAX2_5(count46, RADIUS_3 - (count46 * 52ULL));
    count46 = host_gather43(&count46, CHUNK_1);
    reduce18<<<16, 256, 0, (cudaStream_t)0>>>(static_cast<double>(host_gather43(&count46, count46)), nullptr);
    return 0;
}
