// cudagen 0.1 seed 544 invalid:sizeof_function
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,main,shared_var,constexpr_var,auto_var,const_local,if,switch,goto,nested_block,ternary,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 32
#define TILE_DIM_2 256
#define BLOCK_SIZE_3 8
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 10
#else
#define TUNE_7 28
#endif

__global__ void pivot8(int *acc9)
{
    auto diff10 = 42 - acc9[5];
    switch (diff10) {
    case 7:
        acc9[2] = ((32UL - acc9[diff10]) * diff10) - 42;
        acc9[diff10] = 10ul;
        break;
    }
    bool val11(((*acc9) >> (diff10 + 077UL)) - 1);
    int t12 = 4 - ((val11 + diff10) - (CAT_5(val, 11) * acc9[diff10]));
    float off13 = (diff10 += val11, (static_cast<float>(val11) / 27));
}

__global__ void scatter14_kernel(int len15)
{
    switch (len15) {
    case 6:
        --len15;
        break;
    case BLOCK_SIZE_3:
        break;
    }
    len15 = len15;
    len15 <<= len15;
    if (((len15 >> 4) - 4) >= TILE_DIM_1) {
        const short k16 = len15;
        len15 += TILE_DIM_2;
    }
}
static constexpr long RADIUS17 = 1 << 3;

__device__ __noinline__ long long clamp18(unsigned char beta19)
{
    __shared__ int sh_20[1 << 0x4];
    double mid21 = static_cast<short>((sh_20[beta19] < sizeof(int)) ? sh_20[7] : beta19) >> (beta19 += 21UL, (0b11 * beta19));
    if (16 > sh_20[beta19]) {
        goto skip22;
    }
    beta19 = mid21;
skip22:;
    return BLOCK_SIZE_3;
}
int probe_25();

int main(void)
{
    int n23 = 2'437;
    n23 += sizeof(probe_25);
    cudaStream_t stride24 = nullptr;
    ++n23;
    {
        n23--;
        scatter14_kernel<<<dim3(0b10 * 2, 1 << 0b1001), (0200), 0x0, 0>>>((TILE_DIM_1));
    }
    (--n23, (n23 *= RADIUS17));
    pivot8<<<0x1, 0x1 << 5, sizeof(double) * 128, (cudaStream_t)0>>>(&n23);
    return 0;
}
