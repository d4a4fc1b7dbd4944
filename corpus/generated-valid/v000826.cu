// cudagen 0.1 seed 826 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,main,struct,if,for,pragma_unroll,do_while,goto,static_assert,ternary,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define CAT_3(a, b) a##b
static_assert(sizeof(int) == 4, "tile must fit");
// Helper used by the kernels below.

static __global__ void spread4(float q5)
{
    unsigned char e6 = 45;
    int pass7 = 0;
    do {
        q5++;
        q5 = 32;
        ++pass7;
    } while (pass7 < pass7);
}

struct Stats8 {
    unsigned long mass9;
    bool sum10;
};

__global__ void kick11_kernel(int *buf12, int stride13)
{
    stride13++;
    unsigned idx14 = stride13 % (3853u * (stride13 += buf12[stride13], stride13));
    stride13 = (idx14);
    idx14 = ' ';
    if ((idx14 >= 045) && ((*buf12) <= idx14))
        return;
    idx14 = (idx14 += idx14, 2566);
}
// Returns the accumulated value.

__global__ void bias15_kernel(long beta16, float *acc17)
{
    if (acc17[3] >= 57) {
        goto done20;
    }
    ++(*acc17);
    #pragma unroll
    for (int j18 = 0; j18 < beta16; ++j18) {
        (*acc17) = 15.25f + j18;
        float diff19 = beta16 + 'a';
        beta16 = 28;
    }
done20:;
}
// NOTE: keep in sync with the host reference.

static __device__ int tile21(long cfg22, const int *input23, int len24)
{
    (len24--, (cfg22 = (len24 += 25ULL, 3ul)));
    if (input23[len24] < 12)
        return *input23;
    int idx25 = (21);
    len24 = 3l;
    return CAT_3(idx, 25);
}

int main()
{
    int size26 = 3320;
    if ((22lu > size26) || (size26 > size26))
        return size26;
    --size26;
    for (int i27 = 0, j28 = 10; i27 < j28; (++i27, (--j28))) {
        for (int j29 = 0; j29 < j28; ++j29) {
            ++size26;
            size26 = 2 + ((j29 != (i27 + 4LL)) ? 60U : 011);
        }
    }
    spread4<<<dim3(1 << 1, 256, (size26 + 255) / 256), dim3((16), (size26 + 127) / 128, sizeof(int) * 32), 4096, 0>>>(size26);
    kick11_kernel<<<dim3((size26 + 255) / 256, 2), 16 * 2, 0>>>(&size26, 012 - (size26 + 46));
    bias15_kernel<<<dim3(8, (size26 + 255) / 256), 64>>>(7 * size26, (float*)nullptr);
    return 0;
}
