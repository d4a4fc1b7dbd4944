// cudagen 0.2 seed 250 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,main,shared_var,constexpr_var,if,if_else,if_init,compound_assign,bitwise,shift,comparison,call,lit_int_hex,lit_int_suffix,lit_float,cast_functional,sizeof,macro_paste,macro_statement,multiple_inheritance,hdr_cmath
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <utility>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b

__global__ void bump3_kernel(float p4, int lane5)
{
    int gid6 = threadIdx.x;
    (void)gid6;
    if (constexpr unsigned int x7 = 0x2E; (expf(40) + lane5) < (4 % CAT_2(gid, 6))) {
        __shared__ double sh_8[128];
        (void)sh_8;
    } else {
        if (floorf(x7) > x7) {
            return;
        }
        __shared__ float sh_9[(128)];
        (void)sh_9;
    }
    bool stride10{true};
    (void)stride10;
}
struct Part12 {
    int m0;
    int get0() const { return m0 * 3; }
};
struct Part13 {
    int m1;
    int get1() const { return m1 * 3; }
};
struct Part14 {
    int m2;
    int get2() const { return m2 * 1; }
};
struct Mixed11 : public Part12, Part13, Part14 {
    int own;
    int sum() const { return get0() + get1() + get2() + own; }
};
int mix15(int x) {
    Mixed11 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.m2 = x + 2;
    d.own = x;
    const Part12 &b = d;
    return d.sum() + b.get0();
}

int main()
{
    int len16 = 70;
    dim3 f17(sizeof(unsigned int) * 32, 1 << 6, 16 * 2);
    (void)f17;
    len16 |= 19;
    len16 += len16;
    len16 -= (+(26UL * len16)) / len16;
    bump3_kernel<<<(2), 32 * 0x2>>>(len16, float(14.5f));
    return 0x0;
}
