// cudagen 0.1 seed 276 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,grid_constant,launch,launch_shared_mem,launch_stream,device_function,host_device_function,device_template_function,main,constexpr_var,local_array,struct,struct_methods,enum,namespace,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,method_call,lit_int_hex,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define CHUNK_2 32
#define TILE_DIM_3 8
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef CHUNK_2
#define CHUNK_2 2
enum Op5 : unsigned char {
    RED6,
    MUL7 = 4,
    FAST8,
    RED9,
    OFF10
};

struct Tile11 {
    float mass12;
    size_t count13;
    float id14;
    __host__ __device__ unsigned long bump15() const {
        return mass12;
    }
};

static __global__ void __launch_bounds__(1 << (NUM_ITERS_1 + (NUM_ITERS_1 + 2))) update16_kernel(const unsigned* in17, const unsigned char* input18, int lane19, unsigned int* buf20) {
    lane19 = (4 ^ (lane19 - (*input18))) + (lane19 + input18[6]);
    unsigned base21[5] = {};
}

__global__ void __launch_bounds__(64 * CHUNK_2) reduce22(unsigned a23) {
    Op5 lim24 = RED6;
    ACCUM_4(a23, (a23));
    int sum25 = 0x37U - (a23 - a23);
    sum25 <<= 0x7;
    sum25++;
}

__device__ float blend26(Op5 cfg27, Tile11 alpha28, float* dst29) {
    cfg27 = cfg27;
    alpha28.id14 -= alpha28.bump15() & alpha28.count13;
    return cfg27;
}

template <typename T, int N>
__host__ __device__ T tile30(T a31, unsigned char alpha32, int len33) {
    ++a31;
    T y34 = ((alpha32 & 1) && ((len33 == len33) || (len33 <= 0x2f))) ? a31 : ((a31 >= len33) ? sizeof(T) : (N >> alpha32));
    a31 -= len33;
    return len33;
}

inline __device__ void relax35(float a36, signed char beta37, Tile11 beta38) {
    bool q39 = ((beta38.count13) & 1);
    ++beta38.id14;
    a36 += beta38.bump15();
}

namespace math40 {
__global__ void __maxnreg__(64) count41_kernel(__grid_constant__ const Tile11 a42) {
    relax35((0x2 % a42.count13) << 6, a42.id14, a42);
}
} // namespace math40

int main(void) {
    int n43 = 1487;
    n43 <<= n43;
    update16_kernel<<<(32), 0x1 << (NUM_ITERS_1 + 2), 0, (cudaStream_t)0>>>(nullptr, (const unsigned char*)nullptr, n43 + n43, nullptr);
    n43 -= n43;
    reduce22<<<(CHUNK_2), sizeof(float) * (NUM_ITERS_1 + 5), sizeof(double) * 128>>>(tile30<float, 0x7>(RED6, n43, TILE_DIM_3) - RED6);
    math40::count41_kernel<<<(2), (NUM_ITERS_1 + (CHUNK_2 + 11)) * (NUM_ITERS_1 + 0x1)>>>(Tile11{0x1p1F, static_cast<unsigned long>(21), 7.0F});
    return 0x0;
}
