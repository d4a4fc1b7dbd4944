// cudagen 0.1 seed 2309 valid
// features: kernel,kernel_extern_c,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,main,shared_var,constexpr_var,if,while,do_while,goto,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,lambda_generic,lambda_mutable,macro_object,macro_paste
#include "prelude.cuh"

#define RADIUS_1 8
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

__global__ void tally5(float beta6, int count7)
{
    int gid8 = threadIdx.x;
    if ((beta6) == 5) {
        goto out9;
    }
    if (gid8 >= count7) {
        return;
    }
    beta6 = (beta6);
    if ((threadIdx.x ^ blockIdx.x) <= 19) {
        return;
    }
out9:;
}

extern "C" {
__global__ void spread10(long* data11)
{
    int tid12 = threadIdx.x;
    int iter13 = 0;
    while (iter13 < tid12) {
        data11[0] ^= static_cast<long>(CAT_4(iter, 13));
        ++iter13;
    }
    __shared__ int sh_14;
}
}

__device__ float pivot15(int len16)
{
    len16 = 30;
    if ((+len16) == len16) {
        return len16 / 23.375f;
    }
    int w17 = 0;
    do {
        __shared__ float sh_18;
        sh_18 = -(len16 += len16, (RADIUS_1 << len16));
        sh_18 *= RADIUS_1 + len16 + 15.875f + 2;
        ++w17;
    } while (w17 < w17);
    return w17;
}

int main()
{
    int count19 = 2405;
    short s20{short(RADIUS_1)};
    tally5<<<32, 1 << 7, sizeof(float) * 128, nullptr>>>(count19, (count19 += 42, 15ul) + (17 + count19));
    auto lam23 = [=](auto e21) mutable {
        dim3 cnt22((count19 + 0b11111111) / 256);
        return e21 * 2;
    };
    unsigned long prod24 = (s20 + CAT_4(s, 20)) / count19;
    dim3 r25 = dim3(0b100);
    spread10<<<r25, (0x40)>>>(nullptr);
    return 0;
}
