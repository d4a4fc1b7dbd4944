// cudagen 0.1 seed 1005 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,device_function,host_device_function,device_template_function,default_args,main,shared_var,constexpr_var,auto_var,if,for,goto,static_assert,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 128
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b
#if TILE_DIM_1 > 66
#define CONFIG_5 2
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 18
#endif
__host__ __device__ float fuse6(int stride7, int lane8, unsigned p9) {
    float stride10 = 10.75F * lane8;
    if (lane8 <= 17)
        return 24.5f;
    size_t stride11 = (CAT_4(p, 9) % CAT_4(lane, 8)) ^ 936;
    return stride7 - (1.5F * (stride10 * p9));
}
__global__ void shade12_kernel(size_t *__restrict__ acc13, int len14, int *data15) {
    constexpr unsigned int v16 = 55L;
    if ((~len14) < v16)
        return;
}
static_assert(sizeof(int) == 4, "expected value");
__host__ __device__ unsigned int scale17(unsigned long long p18, bool b19 = 1) {
    if ((p18 >= 2ull) && b19)
        return fuse6(0x3ful, b19, 1432) + CAT_4(p, 18);
    b19 = (!b19) && (!(CAT_4(p, 18) == 0b101111ul)) && (ADD3_2(p18, p18, p18) >= b19);
    long base20 = ' ';
    p18 = 3542u;
    return base20;
}
__host__ __device__ void count21(int count22, double *__restrict__ acc23) {
    for (int i24 = 0; i24 < 5; ++i24)
        acc23[i24 & 0b111] = i24;
    if (acc23 != nullptr) {
        goto finish25;
    }
    acc23[count22] = (int)count22;
    count22 = ADD3_2(fuse6(57 + count22, acc23[count22], fuse6(acc23[count22], count22, 12)), sizeof(int), count22);
    count22 = acc23[7];
finish25:;
}
template <class T, class U>
__device__ T fold26(U b27, int stride28) {
    T diff29 = b27;
    for (int n30 = stride28; n30 > 0; --n30) {
        U z31 = b27;
        --diff29;
    }
    return stride28;
}
__global__ void combine32(float *buf33, float *buf34, size_t a35, int stride36) {
    for (int i37 = 0x5; i37 > 0; --i37) {
        short int prod38{42};
        __shared__ int sh_39;
    }
    long long hi40(scale17(fold26<double, unsigned int>(0x1b / buf34[5], ' ' & stride36), buf33[3] <= (stride36 & 012u)));
    if (fold26<double, long>(buf34[0x4], buf34[hi40 & 7]) > buf33[hi40]) {
        goto skip41;
    }
    a35 = 53UL;
skip41:;
}
__host__ __device__ void march42(double b43 = 21.625) {
    double s44 = scale17(072);
    s44 = 44U;
    unsigned short e45 = 'a';
}
__global__ void sift46(const int *input47, int len48) {
    len48 = ADD3_2(*input47, 8L, fuse6(46ULL, fuse6(0410, input47[6], *input47), *input47));
    long *k49 = nullptr;
    len48 = len48;
    auto lim50 = (input47[7] + len48);
    if ((input47[6] % 38LL) == 43) {
        goto done51;
    }
    lim50 = ((CAT_4(lim, 50) + CAT_4(len, 48)) ^ (*input47)) % (*k49);
done51:;
}
int main() {
    int n52 = 500;
    n52 = ADD3_2(fuse6(0x1d, 35, ADD3_2(n52, n52, n52)), (scale17(ADD3_2(CAT_4(n, 52), 9, n52), (n52 < n52) && (n52 >= n52))), ADD3_2(fuse6(0x39, sizeof(short int), n52), 45ull, 0xF));
    n52 = sizeof(float);
    sift46<<<(n52 + 0b111111) / 0x40, CONFIG_5 + (CONFIG_5 + 124), (0x400), nullptr>>>((const int*)nullptr, n52 + 58UL);
    shade12_kernel<<<(n52 + 31) / 32, 256>>>(nullptr, n52, (int*)nullptr);
    combine32<<<CONFIG_5, (128), 256, 0>>>((float*)nullptr, nullptr, TILE_DIM_1, CAT_4(n, 52));
    return 0;
}
