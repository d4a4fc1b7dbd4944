// cudagen 0.1 seed 2265 valid
// features: kernel,launch,launch_shared_mem,host_function,main,shared_var,constexpr_var,if,for,pragma_unroll,goto,bitwise,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_nullptr,cast_functional,cast_reinterpret,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 32
#define BLOCK_SIZE_2 128
#define CHUNK_3 (0x40)
#define CAT_4(a, b) a##b

#ifndef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 62
#endif

__global__ void split7(int n8, int *out9, const size_t *src10)
{
    out9[n8] = CHUNK_1;
    const double *x11 = reinterpret_cast<const double*>(src10);
    if (!x11) {
        goto done15;
    }
    if ((out9[n8] & 0b1)) {
        #pragma unroll
        for (int it12 = 0; it12 < n8; it12++) {
            n8 = CHUNK_1;
            __shared__ float sh_13;
            short x14 = src10[n8];
        }
    }
done15:;
}

void check_scale16(const int *input17, int count18, char *buf19)
{
    split7<<<(1), 4 * (TUNE_6 + (TUNE_6 + 4)), 0>>>(int(count18), nullptr, nullptr);
    buf19[2] = count18;
    count18 = BLOCK_SIZE_2;
    (*buf19) = *buf19;
    --count18;
}

int main()
{
    int count20 = 3204;
    count20 = CHUNK_1;
    --count20;
    long v21 = count20;
    return 0;
}
