// cudagen 0.1 seed 1279 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,main,shared_var,local_array,enum,if,range_for,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_init_capture,lambda_launch,macro_function,macro_paste
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
#define CAT_3(a, b) a##b

static __global__ void __maxnreg__(128) decay4(int *acc5, unsigned short *dst6, const unsigned int *__restrict__ coef7) {
    __shared__ int sh_8[sizeof(int) * 4];
    float *base9 = reinterpret_cast<float*>(acc5);
    __shared__ int sh_10;
    if ((*acc5) < 0b111001) {
        goto skip14;
    }
    (*acc5)--;
    for (auto &k11 : sh_8) {
        long cnt12 = coef7[sh_10] << 9;
        int v13[3]{0b111010, static_cast<int>(*acc5), 0b111011};
    }
skip14:;
}
enum State15 : unsigned int { GREEN16, RED17, BLUE18 };

static __global__ void apply19_kernel(const int *__restrict__ in20, int lane21, int len22, int count23) {
    State15 k24 = GREEN16;
    len22 -= k24;
    if (k24 != RED17)
        return;
    lane21 |= len22;
}

int main() {
    int n25 = 862;
    auto lam29 = [off26 = MIN2_1(n25, CAT_3(n, 25))](double k27) {
        bool diff28 = ((CAT_3(off, 26) - off26) - 0) * (off26 << (0b1 + off26));
        apply19_kernel<<<(BLUE18 + 2) * 4, 1 << (RED17 + (BLUE18 + 4))>>>(nullptr, (-2770), (int)((off26 <= diff28) ? diff28 : off26), 032);
    };
    lam29(n25);
    decay4<<<(64), 64>>>(nullptr, static_cast<unsigned short*>(nullptr), (const unsigned int*)nullptr);
    n25 |= n25 - n25;
    return 0;
}
