// cudagen 0.1 seed 102 invalid:static_virtual_member
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,static_host_function,main,shared_var,extern_shared,if,ternary,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_function,macro_stringize
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

static void step4(const float *__restrict__ input5, double p6, char a7)
{
    if ((input5[4] >= a7) || (p6 <= (*input5))) {
        return;
    }
    --p6;
    if (!(53 == ((input5[a7] >= (*input5)) ? 4 : 18))) {
        p6 = -23.875;
        const char *lim8 = STR_3(x + 1);
    }
    a7 /= input5[0x6];
    p6 = a7;
}

static __global__ void __maxnreg__(32) drift9(int len10, long long *__restrict__ dst11)
{
    extern __shared__ short dyn_12[];
    unsigned int idx13 = threadIdx.x;
    --dyn_12[len10];
    float lim14 = idx13;
    dst11[len10] = idx13;
    (--len10, (dst11[idx13] = TWICE_PLUS_1(dyn_12[len10], threadIdx.x)));
}

void drift15(int count16, const float *in17)
{
    drift9<<<(count16 + 255) / 256, (256), 0x20 * 8>>>(57, static_cast<long long*>(nullptr));
    count16 *= 0x26 + (*in17);
}
struct Node_22 {
    static virtual void visit() {}
};

int main()
{
    int len18 = 0x1ec;
    if (len18 == (len18 + 8ul)) {
        return 3690;
    }
    len18 = len18;
    bool q19{false};
    int y20 = 0x39;
    len18 /= q19 << q19;
    int x21 = y20;
    return 0;
}
