// cudagen 0.1 seed 2151 valid
// features: kernel,kernel_extern_c,launch,launch_dim3,launch_shared_mem,device_function,host_device_function,main,constexpr_var,local_array,const_local,static_local,if,if_init,while,goto,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_char,lit_char_prefix,cast_c,cast_functional,sizeof,lambda,lambda_capture_value,lambda_launch,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define WARPS_2 8
#define CAT_3(a, b) a##b
#if NUM_ITERS_1 > 32
#define CONFIG_4 7
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 25
#endif

__host__ __device__ int rank5(int n6, int* dst7, int lane8)
{
    long v9 = 8 * CAT_3(lane, 8);
    if ((n6 / dst7[2]) == dst7[v9]) {
        goto finish12;
    }
    if ((dst7[0x4] >= WARPS_2) || v9) {
        return 4133;
    }
    if (float s10 = v9; lane8) {
        n6 %= (WARPS_2 * CAT_3(lane, 8)) + ((25 + n6) * (n6 * 49ul));
        int m11[2] = {};
    }
finish12:;
    return sizeof(float);
}

__device__ float drift13(long long alpha14, int n15, int n16)
{
    int hi17 = -7;
    const double t18 = CAT_3(n, 15);
    short q19 = 051u - (CAT_3(hi, 17) * 21l);
    return (float)sizeof(double);
}

extern "C" __global__ void bias20(int len21, int len22, unsigned char* dst23)
{
    int w24 = 0b0;
    while ((w24 < 7) && (len22 >= dst23[3])) {
        if ((len22 * len22) >= (len21 + L' ')) {
            if (float(len21) == len21) {
                return;
            }
            int s25[6]{48u, '0', 43, 0b11001, -0x33, 3'600u};
        }
        (*dst23) = NUM_ITERS_1;
        if ((*dst23) > 0x1C) {
            break;
        }
        ++w24;
    }
}

int main()
{
    int count26 = 0xad;
    auto op29 = [=](int lo27, unsigned char m28) -> unsigned int {
        bias20<<<(lo27 + 0xff) / 256, NUM_ITERS_1 + 252, 0>>>(CONFIG_4, 2, &m28);
        lo27 = lo27;
        return sizeof(float);
    };
    op29(count26, count26);
    static unsigned int w30 = 19ul;
    unsigned long long sum31 = (CAT_3(w, 30) + (count26)) * 39l;
    dim3 y32((NUM_ITERS_1), 0b10 * 16, (count26 + 63) / 64);
    return 0x0;
}
