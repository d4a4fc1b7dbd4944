// cudagen 0.1 seed 321 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,if,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_reinterpret,alignof,lambda,lambda_generic,comments
#include "prelude.cuh"

// Layout: row-major, no padding.

__global__ void weigh1_kernel(int stride2, int *__restrict__ out3, unsigned int *__restrict__ out4)
{
    int i5 = threadIdx.x;
    if (i5 >= stride2) {
        return;
    }
    (out4[5]++, (stride2 = stride2));
    stride2 = threadIdx.y - ((alignof(float) & out3[stride2 & 7]) + (39 | out4[stride2]));
    bool e6 = (i5 < 52U) && (out4[threadIdx.x] & 1);
}
// NOTE: keep in sync with the host reference.

float check_decay7(size_t *acc8, int stride9, int count10)
{
    if ((+acc8[0x7]) <= stride9) {
        return 22.625F;
    }
    unsigned int cnt11{41u};
    acc8[0x6]--;
    if (stride9 > cnt11) {
        return 61;
    }
    int u12((count10 == count10) ? cnt11 : (count10 / 48));
    weigh1_kernel<<<(count10 + 255) / 256, 64, 0x0, (cudaStream_t)0>>>(38, &u12, reinterpret_cast<unsigned int*>(acc8));
    count10 = (18 / ((*acc8) + 41L)) * (57L + count10);
    return cnt11;
}

int main()
{
    int n13 = 2932;
    const char *mid14 = "\x41\102";
    auto step16 = [](auto u15) {
        u15 = u15;
        u15 = u15;
        return u15 * 2;
    };
    step16(static_cast<int>(mid14[1]));
    n13 = ~((19 + n13) / (0x1b / mid14[1]));
    n13 = -0b10110;
    weigh1_kernel<<<16, 0x200>>>(n13, &n13, (unsigned int*)nullptr);
    return 0;
}
