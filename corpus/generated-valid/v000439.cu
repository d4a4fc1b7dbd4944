// cudagen 0.1 seed 439 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,device_noinline,default_args,main,shared_var,extern_shared,constexpr_var,auto_var,const_local,for,goto,static_assert,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_string,lit_string_concat,cast_static,sizeof,macro_object,macro_paste,comments
#include "prelude.cuh"

#define CHUNK_1 16
#define CAT_2(a, b) a##b

__device__ __forceinline__ void grow3(int lane4, int count5 = 48)
{
    for (int it6 = 0; it6 < 6; it6++) {
        __shared__ int sh_7[32];
        static_assert((9) == 9, "bad config");
        const size_t lo8 = 36l;
    }
}
// Computes one element per thread.

__global__ void scale9_kernel(const int* in10)
{
    extern __shared__ unsigned short dyn_11[];
    unsigned int m12 = in10[0];
    float res13 = (CHUNK_1 * (*in10)) + CAT_2(m, 12);
}
/* Layout: row-major, no padding. */

__global__ void warp14_kernel(const int* src15)
{
    unsigned long y16{static_cast<size_t>(1528)};
    y16 = CHUNK_1 * (src15[y16] * src15[1]);
    auto hi17 = y16;
    y16 = 53ul;
}

__device__ __noinline__ int trace18(float a19, int lane20, unsigned q21 = 58)
{
    if (static_cast<int>(lane20)) {
        goto done22;
    }
    q21 = lane20;
    q21 = lane20;
    lane20 = a19;
done22:;
    return 55 << (q21 + (lane20));
}

int main()
{
    int n23 = 457;
    bool cnt24 = (n23 > n23) && ((n23 + (CHUNK_1 + n23)) <= 25);
    const char* x25 = "\"q\"" "_tail";
    dim3 q26 = dim3((n23 + 127) / 128);
    scale9_kernel<<<(n23 + 127) / 128, CHUNK_1 + (CHUNK_1 + 480), sizeof(int) * 32, 0>>>(&n23);
    warp14_kernel<<<(n23 + 31) / 32, sizeof(int) * 0100>>>(&n23);
    return 0;
}
