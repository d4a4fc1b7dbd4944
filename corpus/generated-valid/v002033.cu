// cudagen 0.1 seed 2033 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constexpr_var,typedef,if,if_init,for,goto,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_string,lit_bool,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
typedef double real4_t;

__global__ void split5_kernel(float beta6, const double *src7, int stride8) {
    if ((src7[stride8] <= 10) && (012ull >= stride8)) {
        goto out9;
    }
    stride8 = 0x36;
    stride8 = 0x39;
out9:;
}
// Layout: row-major, no padding.

__global__ void sift10(const int *__restrict__ input11, const real4_t *__restrict__ input12, const int *coef13) {
    constexpr float stride14 = 045;
    bool x15 = coef13[2] - true;
    if ((coef13[3] & 1)) {
        goto done16;
    }
    x15 = x15;
done16:;
}

int tile17(int count18, bool q19) {
    count18 = count18;
    sift10<<<dim3(2, (count18 + 0xff) / 256), (32), 1024, (cudaStream_t)0>>>((const int*)nullptr, nullptr, nullptr);
    ++count18;
    for (int n20 = count18; n20 > 0x0; --n20) {
        if (float base21 = q19; 0x1f > count18)
            ++base21;
        count18 = count18;
    }
    return 2LL;
}

int main() {
    int len22 = 2485;
    len22 = MAX2_1((tile17(34lu, 8 <= (len22 * 14))), 42u);
    tile17(tile17(int(sizeof(float)), len22 != 0x2b), MOD8_2(len22));
    const char *tmp23 = "\x41\102";
    split5_kernel<<<256 * 0x2, (256), 4096, nullptr>>>(tmp23[0], nullptr, 9);
    return 0;
}
