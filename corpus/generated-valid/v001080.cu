// cudagen 0.1 seed 1080 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,static_device_function,host_function,default_args,main,device_var,constexpr_var,local_array,if,nested_block,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_init_capture,lambda_launch,macro_object,macro_paste,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 256
#define BLOCK_SIZE_2 3
#define CHUNK_3 (BLOCK_SIZE_2 + (0x19 * (BLOCK_SIZE_2 + 2)))
#define CAT_4(a, b) a##b
#undef CHUNK_3
#define CHUNK_3 24
__device__ int d_smooth5 = 0x36;

__global__ void blend6_kernel(const unsigned int *src7, const int *coef8)
{
    d_smooth5 = ((28l | threadIdx.x) * (37)) + 5;
    size_t idx9{4662};
    idx9 = 47;
    --idx9;
    long lo10[2 * 2] = {};
}

static __device__ int rank11(int *acc12, int n13, float cfg14 = 20.875f)
{
    constexpr int w15 = 13;
    unsigned m16 = *acc12;
    return d_smooth5;
}
// Helper used by the kernels below.

unsigned check_fold17(int len18)
{
    auto op22 = [base19 = CHUNK_3 + CAT_4(len, 18)](float tmp20) {
        blend6_kernel<<<8, dim3(2), sizeof(float) * 0x80>>>((const unsigned int*)nullptr, static_cast<const int*>(nullptr));
        dim3 hi21(2);
    };
    op22(len18);
    {
        len18 = len18;
        long hi23((16 * ((long)len18)) + static_cast<short>(~len18));
    }
    return len18;
}

unsigned long long run_bump24(float a25, unsigned p26, int n27 = 0x8)
{
    blend6_kernel<<<dim3(2, (n27 + 127) / 128), 512, sizeof(int) * 128>>>(nullptr, nullptr);
    check_fold17(515ul);
    p26 = static_cast<long long>(63L) + ((n27 & 11LL) + (38 - a25));
    blend6_kernel<<<dim3((n27 + 0xff) / 0x100, 1 << 6), 1 << 0b110>>>(nullptr, nullptr);
    return check_fold17(0x5E0u);
}

int main()
{
    int n28 = 3484;
    n28--;
    n28 = n28 | n28;
    if ((CAT_4(n, 28) * CAT_4(n, 28)) > 0x8) {
        return (((n28 & 1) ? 5lu : 1323l) >= 33L) ? run_bump24(CAT_4(n, 28), n28) : check_fold17(CAT_4(n, 28));
    }
    const char *k29 = "warp size";
    return 0;
}
