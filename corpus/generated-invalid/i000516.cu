// cudagen 0.1 seed 516 invalid:call_too_many_args
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,main,shared_var,extern_shared,enum_class,using_alias,if,do_while,nested_block,static_assert,compound_assign,bitwise,incdec,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define CAT_3(a, b) a##b
enum class Axis4 { High5, On6 = 5 };

__global__ void trace7(const double *src8)
{
    int w9(61UL);
    w9--;
    w9 = 4013;
    w9 |= (static_cast<unsigned char>(1));
    ++w9;
}
using kind10_t = Axis4;

__global__ void __launch_bounds__(512, 3) trace11_kernel(int *data12, float *acc13, const float *src14)
{
    extern __shared__ float dyn_15[];
    dyn_15[0]--;
    int w16 = 0;
    do {
        kind10_t idx17 = Axis4::On6;
        if (src14 == nullptr)
            return;
        unsigned int x18{static_cast<unsigned int>((acc13[w16] += -3, (blockIdx.y)))};
        ++w16;
    } while (w16 < 10);
    unsigned e19 = (w16 & w16);
    static_assert(59 > 58, "expected value");
}
int mix22(int a, int b)
{
    return a * b;
}

int main()
{
    int n20 = 2226;
    n20 = mix22(n20, 1, 2);
    trace11_kernel<<<(256), 512, sizeof(float) * 64>>>(&n20, nullptr, nullptr);
    {
        int diff21(n20);
        diff21--;
    }
    trace7<<<(n20 + 63) / 64, 64, 0>>>(static_cast<const double*>(nullptr));
    return 0;
}
