// cudagen 0.1 seed 463 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,shared_2d,enum_class,typedef,if,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,sizeof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

void run_blend4(float beta5)
{
    const char* sum6 = "\"q\"";
    float base7 = 10.625F;
    unsigned int lo8 = beta5;
}

__global__ void reduce9(int lane10, int count11, unsigned* buf12, unsigned* out13)
{
    (++count11, (lane10 = (*buf12) + ((7 << count11) | 64ull)));
    out13[lane10 & 7] = 20L;
    double x14 = CAT_3(lane, 10) % ((buf12[7] & count11) * out13[count11 & 7]);
    out13[0] ^= count11;
    count11 |= lane10;
    if ((lane10 & 0b1)) {
        return;
    }
}
// Computes one element per thread.

template <typename T, class U>
__global__ void clamp15(const T* in16)
{
    __shared__ float sh_17[4][5];
    sh_17[0][1] += in16[3];
    __shared__ int sh_18[1 << 6];
    sh_18[47] = (sh_18[47] * (sh_17[2][1] / 4452UL)) + sh_18[8];
    sh_17[3][2]++;
    sh_18[42]++;
    --sh_17[3][4];
}
typedef int idx19_t;
enum class State20 { Low21, Off22 };

int main()
{
    int count23 = 2148;
    run_blend4(CAT_3(count, 23) + count23);
    float hi24 = count23;
    if ((count23 & count23) <= hi24) {
        return hi24;
    }
    reduce9<<<sizeof(float) * 2, 1 << 5, sizeof(float) * 256>>>(0b101001u, 29 % count23, nullptr, (unsigned int*)nullptr);
    clamp15<int, unsigned int><<<dim3(8, 1, (count23 + 31) / 32), 64 * 2>>>(nullptr);
    return 0;
}
