// cudagen 0.2 seed 574 valid headers
// features: kernel,maxnreg,launch,builtin_vars,host_function,static_host_function,main,ternary,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_undef,bit_field,constexpr_loop,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>

#define TILE_DIM_1 128
#define TILE_DIM_2 16
#define NUM_ITERS_3 (0x2 * (2 * 2))
#define MOD8_4(x) ((x) % 8)
#define LOW_BITS_5(x) ((x) & 0xF)
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef TILE_DIM_1
#define TILE_DIM_1 24
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__host__ __device__ constexpr int steps8(int n) {
    int s = 0;
    int i = 0;
    while (i < n) {
        s += 3;
        ++i;
    }
    return s;
}
constexpr int kSteps9 = steps8(3);
static_assert(steps8(3) == 9, "a constexpr loop");
struct Flags10 {
    unsigned short f0 : 6;
    unsigned short f1 : 12;
    unsigned f2 : 10;
    unsigned : 0;
    unsigned int f3 : 7;
    unsigned : 2;
    unsigned f4 : 12;
};
int pack11(int x) {
    Flags10 b{};
    b.f0 = static_cast<unsigned>(x) & 63u;
    b.f1 = 52;
    b.f2 = static_cast<unsigned>(x) & 1023u;
    b.f3 = 50;
    b.f4 = static_cast<unsigned>(x) & 4095u;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + static_cast<int>(b.f4);
}

__global__ void __maxnreg__(64) update12(const long *src13, unsigned q14, double beta15) {
    int f16(beta15);
    (void)f16;
    fabsf(kSteps9 - gridDim.x);
}

static size_t run_smooth17(int len18, int lane19, const int *coef20) {
    update12<<<sizeof(unsigned int), 040 * (kSteps9 + 0x7)>>>(static_cast<const long*>(nullptr), (len18 <= 41) ? 3 : (coef20[len18] % kSteps9), sinf(kSteps9));
    update12<<<(lane19 + 127) / 128, kSteps9 + 119>>>(nullptr, coef20[len18], 23.875);
    lane19 = len18 << MOD8_4((*coef20) * kSteps9);
    return lane19 + ((0x35 << coef20[1]) / steps8(coef20[7]));
}

int main() {
    int count21 = 1308;
    float q22 = floorf(cosf(kSteps9));
    count21 = (8 + q22) * 4902;
    return 0;
}
