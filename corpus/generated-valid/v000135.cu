// cudagen 0.1 seed 135 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,static_device_function,default_args,main,shared_var,constexpr_var,local_array,auto_var,nested_block,static_assert,ternary,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,cast_static,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

static __device__ __forceinline__ unsigned long long trace6(int stride7, int lane8 = 012)
{
    double x9{static_cast<double>((lane8 < (-lane8)) ? stride7 : (lane8 % 060))};
    static_assert(23 == 23, "size check");
    stride7 = (lane8 * (CAT_5(lane, 8) + sizeof(float))) - ((3 & CAT_5(lane, 8)) - ((lane8 <= lane8) ? lane8 : stride7));
    return 22 - x9;
}

__device__ double combine10(float p11, const unsigned* __restrict__ coef12, bool cfg13)
{
    {
        static_assert(sizeof(int) == 4, "tile must fit");
        trace6(MOD8_1(CAT_5(cfg, 13)), trace6(p11, 48 + p11));
    }
    return -41;
}

__device__ __forceinline__ short tile14(const int* __restrict__ src15)
{
    int idx16 = src15[6];
    __shared__ unsigned long long sh_17[256];
    sh_17[idx16] = (trace6(25, -1955) * trace6(src15[0])) ^ (trace6(3500) - (1 + idx16));
    __shared__ long long sh_18[16];
    return 19 + MOD8_1(MOD8_1(src15[idx16]));
}

__global__ void __maxnreg__(128) count19_kernel(int stride20, const int* coef21)
{
    int y22 = (*coef21) | '\x7f';
    constexpr int v23 = 2;
    auto res24 = ((24) + trace6(-38, v23)) * 28ll;
    res24 = trace6(static_cast<unsigned>(48) & CAT_5(res, 24));
    constexpr float v25 = 22.625f;
    double stride26[5] = {};
    stride26[4] = *coef21;
}

int main()
{
    int len27 = 2419;
    len27 = 2 - (((len27 == 6) ? 3178l : len27) % len27);
    const char* hi28 = "x=%d";
    count19_kernel<<<dim3(64, 1 << 1, (len27 + 31) / 32), 256, 256 * 16, 0>>>(-17, &len27);
    len27 = hi28[1];
    count19_kernel<<<dim3(64, (len27 + 127) / 128), (512)>>>(53 * (hi28[0] * 40u), &len27);
    count19_kernel<<<dim3(256), 32 * 4>>>(((hi28[1] ^ 13) <= 21) ? (len27 * hi28[1]) : static_cast<float>(len27), &len27);
    return 0;
}
