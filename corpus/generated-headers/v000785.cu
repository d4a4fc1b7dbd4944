// cudagen 0.2 seed 785 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,host_device_function,host_function,static_host_function,main,shared_var,constexpr_var,typedef,namespace,if,while,nested_block,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_float,lit_nullptr,cast_static,macro_object,macro_function,pp_ifdef,pp_if,bit_field,local_class,hdr_cmath,hdr_cooperative_groups
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cooperative_groups.h>

#define TILE_DIM_1 4
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 31
#endif

#if TUNE_5 == 31
#define CONFIG_6 3
#else
#define CONFIG_6 16
#endif
struct Packed7 {
    int f0 : 11;
    unsigned short f1 : 11;
    unsigned short f2 : 11;
    short f3 : 9;
    bool on : 1;
};
int pack8(int x) {
    Packed7 b{};
    b.f0 = 5;
    b.f1 = 75;
    b.f2 = static_cast<unsigned>(x) & 2047u;
    b.f3 = 44;
    b.on = x > 2;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + (b.on ? 1 : 0);
}

namespace gpu9 {
template <class T>
__global__ void spread10_kernel(T *__restrict__ out11, int n12) {
    n12 = TILE_DIM_1;
    cooperative_groups::thread_block group13 = cooperative_groups::this_thread_block();
    int rank14 = static_cast<int>(group13.thread_rank()) + static_cast<int>(group13.size());
    group13.sync();
    (void)rank14;
}
typedef float real15_t;

inline __host__ __device__ float trace16(unsigned *__restrict__ data17, short *dst18) {
    int iter19 = 0;
    while (iter19 < 10) {
        dst18[iter19] /= iter19 - (data17[1] * (*data17));
        (*data17) = (TILE_DIM_1 * ((*dst18) + dst18[iter19])) - (iter19 * dst18[iter19] * ceilf(6.25f));
        ++iter19;
    }
    return 5 / iter19;
}
} // namespace gpu9

__device__ int march20(const double *coef21) {
    if (!coef21) {
        return *coef21;
    }
    if (static_cast<unsigned int>(coef21[0])) {
        return 34;
    }
    cooperative_groups::thread_block group22 = cooperative_groups::this_thread_block();
    int rank23 = static_cast<int>(group22.thread_rank()) + static_cast<int>(group22.size());
    __shared__ char sh_24[256];
    {
        rank23--;
        constexpr signed char k25 = 15;
        (void)k25;
    }
    return ((coef21[7] + coef21[0]) * (260 - sh_24[172])) - (037 + (sh_24[rank23] % rank23));
}
__global__ void groupSum26(int *out, int n) {
    namespace cg = cooperative_groups;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<8> tile = cg::tiled_partition<8>(block);
    int i = static_cast<int>(block.thread_rank());
    int v = i < n ? out[i] : 0;
    for (int offset = 4; offset > 0; offset /= 2) {
        v += tile.shfl_down(v, offset);
    }
    block.sync();
    if (tile.thread_rank() == 0 && i < n) {
        out[i] = v;
    }
}

static long check_reduce27(unsigned b28, const short *coef29, gpu9::real15_t cfg30) {
    if ((cfg30 / (*coef29)) > 28) {
        return 0b100001;
    }
    int e31 = static_cast<signed char>(ADD3_2(b28, cfg30, b28) / (cfg30 + cfg30));
    (void)e31;
    return 24;
}

int main() {
    int n32 = 2482;
    n32 &= n32;
    struct Local33 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local33 e34{3};
    int prod35 = e34.add(3);
    groupSum26<<<512, 32, 0>>>(&prod35, +ADD3_2(n32, n32, 8));
    gpu9::spread10_kernel<int><<<dim3((64), 32, (prod35 + 127) / 128), (32)>>>(&n32, n32);
    return 0;
}
