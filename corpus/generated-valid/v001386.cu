// cudagen 0.1 seed 1386 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,main,constexpr_var,auto_var,if,if_init,static_assert,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))

__global__ void kick2_kernel(int count3, int n4, float *__restrict__ out5)
{
    unsigned int z6(count3);
    int tmp7 = ADD3_1(count3, ADD3_1(z6, 45, n4) / z6, (((count3 <= 35) ? 0x37 : z6) + (0x3 + z6)));
    unsigned int u8{z6};
    constexpr float h9 = 22.875f;
    unsigned int lim10{54};
    out5[6] = z6 + 7.625F + z6 + 7.5F;
}

template <typename T, int N = 1>
__global__ void __maxnreg__(32) march11(const T *__restrict__ coef12, T *__restrict__ acc13)
{
    static_assert(015 > 12, "bad config");
    (*acc13)++;
    if ((*acc13) == (((6ul == (*coef12)) ? N : (*coef12)) + ((double)14.0F))) {
        (*acc13) = acc13[0x4];
        (*acc13) = 9.75;
        T u14 = 2.625;
    }
}

template <typename T, int N>
__global__ void bias15(const T *__restrict__ coef16, T *__restrict__ data17)
{
    if (!coef16) {
        int prod18{56};
        int idx19 = *data17;
    }
}

template <class T, int N = 8>
__global__ void drift20_kernel(T *acc21, char b22)
{
    auto tmp23 = static_cast<int>(46);
    int r24 = N;
}

__global__ void kick25(short *acc26, long *buf27)
{
    (*buf27) = -48L;
    if (static_cast<unsigned int>(*buf27) == 57) {
        return;
    }
}

int main()
{
    int count28 = 3379;
    if (int stride29 = ADD3_1((static_cast<unsigned int>(count28)), (9 << count28), count28) - sizeof(double); ((count28 ? stride29 : 06764) - count28) > 34U) {
        --stride29;
        --count28;
        kick2_kernel<<<(stride29 + 63) / 64, 040, 0, 0>>>((47 > (stride29 * count28)) ? 1034 : static_cast<float>(stride29), count28, nullptr);
    }
    char r30 = count28;
    march11<float, 0x7><<<(count28 + 0xFF) / 0x100, 16 * 0x2, 0x1000, nullptr>>>(nullptr, (float*)nullptr);
    bias15<int, (0x2 * 0x3)><<<(64), (512), sizeof(int) * 64, 0>>>(&count28, &count28);
    drift20_kernel<long, 4><<<(0x20), 1 << 011>>>(nullptr, count28);
    return 0;
}
