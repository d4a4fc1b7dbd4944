// cudagen 0.1 seed 1625 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,constexpr_var,for,bitwise,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SQR_2(x) ((x) * (x))

#ifdef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 27
#endif
#undef TUNE_4
#define TUNE_4 12

inline __host__ __device__ unsigned short march5(int count6, size_t alpha7, unsigned long* buf8)
{
    alpha7 = buf8[alpha7 & 7];
    for (int n9 = 0, j10 = 0x5; n9 < j10; (++n9, (--j10))) {
        signed char off11 = 0x10U;
        int hi12 = j10;
    }
    return TUNE_4 + count6;
}

static __global__ void tally13_kernel(float* out14, long p15, int lane16, const int* src17)
{
    bool flag18 = gridDim.x >= ((*src17) - (threadIdx.x % 4306L));
    constexpr unsigned long sum19 = 031;
}

int main()
{
    int len20 = 4023;
    float* m21 = (float*)nullptr;
    double val22(~(march5(m21[4], m21[1], (unsigned long*)nullptr)));
    (*m21) = 0b111110;
    tally13_kernel<<<8, dim3((len20 + 31) / 32, 0x40, (len20 + 0177) / 128), 0x1000, nullptr>>>((float*)nullptr, -38, march5(-val22, march5(len20, val22, nullptr), (size_t*)nullptr), &len20);
    return 0;
}
