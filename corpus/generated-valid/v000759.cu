// cudagen 0.1 seed 759 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,constant_var,shared_var,constexpr_var,auto_var,static_local,struct,struct_template,aligned_struct,enum,namespace,if,while,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_paste,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 128
#define TILE_DIM_2 8
#define MOD8_3(x) ((x) % 8)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define CAT_5(a, b) a##b

#if TILE_DIM_2 > 76
#define CONFIG_6 5
#else
#define CONFIG_6 25
#endif
enum Axis7 { ADD8, OFF9, ON10 = 6 };

template <typename T>
struct Vec11 {
    T lo12;
    T sum13, w14;
    __host__ __device__ T apply15() const {
        T *m16 = (T*)nullptr;
        return T(CAT_5(lo, 12)) * CAT_5(lo, 12);
    }
};

namespace impl17 {
__constant__ float c_norm18 = 21.125F;

template <class T, int N = 3>
__global__ void norm19(const T *in20) {
    int tid21 = threadIdx.x;
    __shared__ Vec11<int> sh_22[64];
    sh_22[blockIdx.x].lo12 *= 32;
}

struct __align__(16) Acc23 {
    float z24;
    unsigned lo25;
};
} // namespace impl17

struct Tile26 {
    double hi27;
    unsigned long count28;
    float y29;
};
// Returns the accumulated value.

template <typename T>
__global__ void decay30_kernel(T *out31, int len32, int count33) {
    T lo34 = ((impl17::c_norm18 != 5) ? len32 : 13.0f) - 12.375;
    auto mid35 = ((impl17::c_norm18 + threadIdx.z) - out31[2]) * 0x22;
    if ((mid35 += threadIdx.z, 18) != CAT_5(mid, 35))
        return;
}

static void run_score36(const Vec11<int> &q37, int len38, unsigned int a39) {
    int iter40 = 0;
    while (iter40 < (TILE_DIM_2 + (OFF9 + (OFF9 + (OFF9 + (OFF9 + OFF9)))))) {
        ++a39;
        len38 ^= 43l >> iter40;
        ++iter40;
    }
}

int main() {
    int len41 = 549;
    decay30_kernel<<<dim3(OFF9 + 3, (len41 + 0x3f) / 64, (32)), 1 << (TILE_DIM_2 + OFF9), (OFF9 + (ON10 + 249)) * (ON10 + 10), nullptr>>>((int*)nullptr, len41, (len41));
    static char t42 = 41u;
    if (MIN2_4(len41, 9) < len41)
        return (double)double(len41);
    run_score36(Vec11<int>{0x1C, 34, 46U}, len41, +((t42 <= len41) ? 0x2a : sizeof(float)));
    impl17::norm19<unsigned, 0x7><<<(len41 + 255) / 0x100, TILE_DIM_2 + 24>>>((const unsigned int*)nullptr);
    return 0;
}
