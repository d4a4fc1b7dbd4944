// cudagen 0.1 seed 1522 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,host_function,static_host_function,main,constexpr_var,local_array,const_local,struct,struct_methods,if,while,switch,switch_fallthrough,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,lambda,lambda_capture_value,lambda_mutable,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define TILE_DIM_1 3
#define WARPS_2 32
#define WARPS_3 16
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_5(x) ((x) % 8)
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_7(a, b) a##b
__global__ void fuse8_kernel(int lane9)
{
    unsigned int gid10 = threadIdx.x;
    constexpr int s11 = 4730;
    --lane9;
    const int v12 = threadIdx.y + ((s11 * lane9) + L' ');
    unsigned *q13 = nullptr;
    int f14 = threadIdx.z;
    if (CAT_7(lane, 9) >= ((8 < lane9) ? TILE_DIM_1 : 3572))
        return;
    lane9++;
}
struct Tile15 {
    int w16;
    long val17;
    char w18;
    bool w19;
    __host__ __device__ void get20(unsigned cnt21)
    {
        cnt21--;
        const float val22 = CAT_7(w, 16);
    }
};
__global__ void trace23_kernel(int count24, int *buf25, bool cfg26)
{
    count24 = WARPS_3;
    float val27 = TILE_DIM_1;
    (*buf25) = threadIdx.x;
    ++buf25[blockIdx.x & 7];
}
__global__ void lerp28(int *acc29, const int *input30)
{
    unsigned gid31 = threadIdx.x;
    (*acc29) ^= (47 % acc29[warpSize]) % WARPS_2;
    int *base32 = acc29;
    (*base32) |= *acc29;
    int pass33 = 0;
    while (pass33 < pass33) {
        unsigned long long flag34 = pass33;
        acc29[0x1] = (MOD8_5(blockIdx.y) | 075) + threadIdx.z;
        ++pass33;
    }
    base32[5] &= threadIdx.x;
}
static unsigned run_split35(long long q36)
{
    lerp28<<<WARPS_2, 32>>>(nullptr, (const int*)nullptr);
    char hi37 = ((WARPS_3 % q36) * MIN2_4(q36, q36)) - (0x19 + ((q36 <= q36) ? q36 : q36));
    bool sum38 = (q36 | TILE_DIM_1) < MOD8_5(hi37);
    if ((sum38 / hi37) >= 43u)
        return -hi37;
    return 54;
}
int main()
{
    int count39 = 395;
    auto step43 = [=](double tmp40, int s41) mutable -> float {
        float hi42 = count39;
        return run_split35(count39);
    };
    step43(count39, 0x1e);
    count39 = run_split35(WARPS_2) - count39;
    switch ((count39)) {
    case 6:
        --count39;
        [[fallthrough]];
    case (10):
        break;
    default:
        ++count39;
        break;
    }
    float res44[2] = {};
    fuse8_kernel<<<TILE_DIM_1 + 5, 0x20 * (TILE_DIM_1 + (TILE_DIM_1 + 2)), 0>>>(MOD8_5(count39) * step43(res44[count39], 0x3au));
    trace23_kernel<<<128, 16 * 8, 0>>>(run_split35(L'0') & 48, nullptr, MOD8_5((res44[1] += count39, ' ')));
    return 0x0;
}
