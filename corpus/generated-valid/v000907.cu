// cudagen 0.1 seed 907 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,host_device_function,main,constexpr_var,enum_class,if,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_float,lit_nullptr,cast_c,sizeof,macro_object,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 5
#define NUM_ITERS_2 8

#if NUM_ITERS_2 == 8
#define CONFIG_3 4
#else
#define CONFIG_3 19
#endif
// Returns the accumulated value.

template <typename T, int N>
__global__ void mix4(T a5, int len6)
{
    a5 = len6;
    a5 = 16.75f + a5;
    if (len6 >> len6) {
        return;
    }
}
enum class Mode7 { Busy8, High9 };
// Computes one element per thread.

__global__ void bias10(int n11, double* dst12, int count13, int* buf14)
{
    if (dst12[count13] == buf14[n11]) {
        return;
    }
    int r15 = count13 << 0x6;
}
// Computes one element per thread.

inline __device__ __host__ float fold16(unsigned q17, unsigned int a18, unsigned* buf19)
{
    if (a18 < (*buf19)) {
        return (a18 += CHUNK_1, (a18));
    }
    if (a18 > 0x22) {
        return 7.5f + (*buf19);
    }
    a18 = a18;
    if (buf19 != nullptr) {
        return NUM_ITERS_2;
    }
    return a18;
}

int main()
{
    int len20 = 3303;
    if (len20 < len20) {
        return 30;
    }
    len20 = (len20 + sizeof(float)) << len20;
    len20 = len20;
    mix4<double, (CHUNK_1 + 2)><<<(len20 + 31) / 32, sizeof(float) * (CHUNK_1 + (CONFIG_3 + 55)), 0>>>(37, NUM_ITERS_2 + len20);
    bias10<<<(CHUNK_1 + (CHUNK_1 + 118)), (256), sizeof(float) * 64, nullptr>>>((sizeof(int) >> len20) - (len20), nullptr, (len20 += len20, len20) * ((float)11.875f), (int*)nullptr);
    return 0;
}
