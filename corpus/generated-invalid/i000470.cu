// cudagen 0.1 seed 470 invalid:attribute_on_variable
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,main,constant_var,enum,enum_class,if,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define RADIUS_1 32
#define TILE_DIM_2 5
#define BLOCK_SIZE_3 128
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_5(x) ((x) % 8)
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_7(a, b) a##b

#if BLOCK_SIZE_3 > 29
#define CONFIG_8 6
#else
#define CONFIG_8 20
#endif

__global__ void __launch_bounds__(512) bias9_kernel(int stride10, float* __restrict__ dst11) {
    --dst11[stride10];
    stride10 = CAT_7(stride, 10);
    if (52 == stride10) {
        return;
    }
}
enum class Phase12 { High13, Fast14 = 2, On15 = 8, High16 };
__constant__ int c_pivot17 = 33;

template <class T, typename U>
__global__ void apply18(U b19, U beta20, int* __restrict__ acc21) {
    beta20--;
    T flag22 = 14.5f;
    if (beta20 >= 58) {
        goto done23;
    }
    acc21[c_pivot17] ^= 3ll;
    if (c_pivot17) {
        return;
    }
    ++flag22;
done23:;
}
enum Op24 {
    SLOW25,
    OFF26,
    GREEN27,
    FAST28,
    LOW29
};
__host__ int misplaced33;

int main() {
    int size30 = 3493;
    size30 = 44U;
    float prod31{16.625F};
    size30 ^= sizeof(long);
    dim3 mid32 = dim3(2, (size30 + 255) / 0x100);
    --size30;
    bias9_kernel<<<mid32, 512, 0x0>>>(61u, nullptr);
    apply18<long, long><<<dim3(1 << 7, 1 << 3), CONFIG_8 + 0x3a, 0x0>>>((size30 <= static_cast<float>(prod31)) ? (prod31 + 0x3) : prod31, MAX2_4(CAT_7(prod, 31) + size30, CAT_7(size, 30) + 2'692), &size30);
    return 0;
}
