// cudagen 0.1 seed 603 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,main,enum,namespace,nested_namespace,if,for,compound_assign,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define WARPS_1 128
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#undef WARPS_1
#define WARPS_1 24

__global__ void apply5(int n6, const unsigned char* input7)
{
    n6 = input7[7] - ((0b10010 / n6) + TWICE_PLUS_2(*input7, n6));
    n6 = input7[n6];
    n6 = static_cast<int>(n6) / (*input7);
    if ((*input7) == 40) {
        return;
    }
    int tmp8 = TWICE_PLUS_2(input7[n6], 31 + (n6 - n6));
    size_t base9 = TWICE_PLUS_2(tmp8, TWICE_PLUS_2(input7[tmp8] + tmp8, n6 * n6));
}

__global__ void step10(const int* coef11, int* out12, int* data13, int count14)
{
    count14++;
    (*data13) += 62;
    for (int i15 = 0, j16 = 13; i15 < j16; (++i15, (--j16))) {
        ++(*data13);
        ++(*data13);
    }
    if (coef11[1] == 62) {
        return;
    }
}

static __global__ void smooth17_kernel(int count18, const int* in19)
{
    count18--;
    (++count18, (count18 = TWICE_PLUS_2(count18 % (count18 - (*in19)), count18)));
    for (int j20 = 0; j20 < count18; j20 += 4) {
        ++count18;
    }
    ++count18;
}

namespace util21::inner22 {
enum Phase23 : short {
    HIGH24,
    HIGH25 = 6,
    HIGH26,
    RED27,
    LOW28
};

__global__ void __launch_bounds__(32) weigh29(const int* in30)
{
    int w31 = in30[3];
    util21::inner22::Phase23 t32 = util21::inner22::HIGH24;
}

static __global__ void trace33(const unsigned short* coef34, float b35)
{
    ++b35;
    if ((*coef34) >= 28UL) {
        return;
    }
}
} // namespace util21::inner22

int main()
{
    int count36 = 917;
    util21::inner22::trace33<<<8 * 16, dim3((count36 + 63) / 64, (count36 + 127) / 128, 64 * 4), 0>>>(static_cast<const unsigned short*>(nullptr), count36 * count36);
    smooth17_kernel<<<(count36 + 31) / 32, 0b10000000>>>((36l), nullptr);
    if (count36 <= 49lu) {
        return count36;
    }
    count36 = count36;
    apply5<<<(count36 + 31) / 32, (256), 0, (cudaStream_t)0>>>(static_cast<unsigned char>(40), static_cast<const unsigned char*>(nullptr));
    step10<<<(count36 + 127) / 128, 64, sizeof(float) * 0b10000000, (cudaStream_t)0>>>(nullptr, (int*)nullptr, (int*)nullptr, (count36));
    util21::inner22::weigh29<<<dim3((count36 + 0177) / 128), (512)>>>((const int*)nullptr);
    return 0;
}
