// cudagen 0.1 seed 683 invalid:member_of_incomplete_type
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,default_args,main,shared_var,shared_2d,extern_shared,enum_class,if,for,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define CAT_2(a, b) a##b

static __global__ void decay3_kernel(char* dst4, const unsigned* input5, const unsigned long* in6)
{
    dst4[0] = 013;
    bool y7 = in6[0] - 1;
    for (int it8 = 0; it8 < 0xe; ++it8) {
        if (it8 > 21) {
            continue;
        }
        dst4[it8 & 0x7] = -31;
    }
    y7 = 0;
    unsigned x9 = in6[4];
}
enum class Axis10 { Idle11, Off12, Low13 = 3 };

__device__ long score14(int n15)
{
    if ((n15 ^ 27) <= 64) {
        return 49lu;
    }
    ++n15;
    ++n15;
    __shared__ unsigned int sh_16[13][9];
    sh_16[n15][0x7] = 1'242ull;
    return n15;
}

__global__ void norm17_kernel(unsigned long* buf18)
{
    extern __shared__ float dyn_19[];
    dyn_19[6] = short(45 * (*buf18)) % buf18[3];
    int val20 = score14(score14(*buf18));
    (*buf18) = buf18[4] | buf18[5];
}

short run_scatter21(int count22, int lane23 = 0x7)
{
    lane23 = count22 - 36u;
    char t24 = +(count22 - 46);
    int s25 = 827 + count22;
    return lane23;
}
struct Fwd_29;
int peek_29(Fwd_29 *p)
{
    return p->x;
}

int main()
{
    int size26 = 111;
    size26 = (run_scatter21(size26, size26) | CAT_2(size, 26)) * (size26 + size26);
    for (int n27 = 0; n27 < (14); ++n27) {
        dim3 w28((size26 + 31) / 040, 128, 128);
    }
    run_scatter21(run_scatter21(sizeof(int)));
    decay3_kernel<<<(size26 + 31) / 32, 32, 0>>>(nullptr, nullptr, (const size_t*)nullptr);
    norm17_kernel<<<(size26 + 255) / 256, 64, 4096, (cudaStream_t)0>>>((unsigned long*)nullptr);
    return 0;
}
