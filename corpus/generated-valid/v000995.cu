// cudagen 0.1 seed 995 valid
// features: kernel,kernel_template,kernel_extern_c,kernel_from_macro,launch,launch_shared_mem,builtin_vars,device_function,device_noinline,static_device_function,device_template_function,main,constant_var,shared_var,static_shared,extern_shared,constexpr_var,enum_class,if,if_init,for,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,sizeof,alignof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define BLOCK_SIZE_2 128
#define NUM_ITERS_3 (4)
#define SQR_4(x) ((x) * (x))
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void trace7_kernel(const float* in8) {
    float z9 = (25) - ((*in8) * (*in8));
    float h10 = NUM_ITERS_3;
    unsigned v11 = *in8;
}
__constant__ bool c_fuse12 = false;

__global__ void bias13_kernel(int* buf14, int lane15) {
    if (!buf14)
        return;
    unsigned long lo16 = 3430;
}
enum class Op17 : int { Blue18, High19 = 4, Idle20 = 8, On21 };

template <typename T, typename U>
static __device__ __noinline__ int shade22(T q23, float q24) {
    for (int i25 = 0; i25 < 4; i25 += 1) {
        U u26 = ((c_fuse12 < i25) && i25 && ((q23 <= q24) && (q24 > q23))) ? SQR_4(q23) : 6.875;
    }
    --q24;
    for (int j27 = 9; j27 > 0; --j27) {
        if (c_fuse12 == j27)
            return c_fuse12 ? q23 : q24;
        Op17 cnt28 = Op17::High19;
    }
    return 49 * (c_fuse12 ? '0' : BLOCK_SIZE_2);
}

__global__ void tally29_kernel(int count30, unsigned int* buf31, int* out32) {
    if (unsigned flag33 = 36 - buf31[count30]; ((*out32) + (c_fuse12 - 25)) == c_fuse12)
        flag33 = alignof(float);
    out32[7]--;
    static_assert(48 == 060);
}
#define DEFINE_MAP_KERNEL_34(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_34(map_decay35, int)

extern "C" {
__global__ void rank36_kernel(const unsigned short* input37, unsigned long long* data38, const int* input39, int* out40) {
    out40[5] %= BLOCK_SIZE_1;
    int mid41 = (0x2F) * input37[5];
}
}

__global__ void smooth42(Op17 p43, int stride44) {
    extern __shared__ long dyn_45[];
    Op17 t46 = p43;
    int res47 = (c_fuse12 - NUM_ITERS_3) - 463ul;
    for (int n48 = 10; n48 > 0; --n48) {}
    if ((!(res47 != dyn_45[0x7])) || c_fuse12) {
        __shared__ int sh_49[0x100];
        SWAP_6(int, res47, stride44);
    }
}

template <typename T>
__global__ void tally50(T q51, short beta52, const int* input53) {
    extern __shared__ float dyn_54[];
    static __shared__ int sh_55[NUM_ITERS_3 + (BLOCK_SIZE_1 + 247)];
    T u56 = NUM_ITERS_3 + dyn_54[beta52];
    int lim57 = input53[3];
}

int main() {
    int count58 = 3779;
    tally29_kernel<<<(count58 + 63) / 0x40, 0x80 * NUM_ITERS_3, (NUM_ITERS_3 + 1020)>>>(ADD3_5(count58, count58, count58), (unsigned*)nullptr, &count58);
    count58 = ADD3_5(((count58)), count58 - ('A'), (ADD3_5(count58, 17, count58)));
    trace7_kernel<<<128, (512), 0>>>(nullptr);
    bias13_kernel<<<(count58 + 31) / 32, NUM_ITERS_3 + 60, sizeof(int) * 0x100>>>(&count58, (count58 + '#') * NUM_ITERS_3);
    map_decay35<<<1, 32>>>(nullptr, 0x39L + count58);
    return 0x0;
}
