// cudagen 0.2 seed 789 valid headers
// features: launch_bounds,launch,launch_shared_mem,launch_stream,host_function,main,device_var,constexpr_var,static_local,if,if_init,for,comparison,incdec,address_of,call,lit_int_hex,lit_int_suffix,lit_char,cast_c,sizeof,lambda,lambda_iife,macro_object,macro_statement,pp_ifdef,virtual_function,nttp_enum,if_constexpr,rtti,cluster_dims,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20 --extended-lambda -rdc=true -arch=sm_90
#include <cuda_runtime.h>
#include <cstdio>
#include <utility>
#include <compare>

#define CHUNK_1 3
#define WARPS_2 (((4)))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 2
#else
#define TUNE_5 38
#endif
struct Poly6 {
    virtual ~Poly6() {}
    virtual int id() const { return 1; }
};
struct Impl7 : Poly6 {
    int id() const override { return 6; }
};
struct Other8 : Poly6 {};
int identify9(int x) {
    Impl7 d;
    Poly6 *b = &d;
    if (Impl7 *p = dynamic_cast<Impl7 *>(b)) {
        return p->id() + x;
    }
    return dynamic_cast<Other8 *>(b) != nullptr ? 1 : x;
}
enum Policy10 { Policy10Add, Policy10Mul, Policy10Sub };
template <Policy10 O = Policy10Add>
int apply11(int a, int b) {
    if constexpr (O == Policy10Add) {
        return a + b;
    } else if constexpr (O == Policy10Mul) {
        return a * b;
    } else {
        return a - b;
    }
}
int policy12(int x) {
    return apply11<Policy10Add>(x, 3) + apply11<Policy10Mul>(x, 5) + apply11<Policy10Sub>(x, 6) + apply11<>(x, x);
}
__device__ short d_tile13;
__global__ void __cluster_dims__(2, 2, 1) __launch_bounds__(64, 2) clustered14(int *out, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        out[i] = i + static_cast<int>(blockIdx.y);
    }
}

int probe15(float b16) {
    static unsigned char val17 = 56;
    if (identify9(b16) > 2) {
        if (float prod18 = b16; b16 <= (b16)) {
            unsigned int z19 = (policy12(' ') - b16) - val17;
            (void)z19;
        }
    }
    for (int it20 = 0; it20 < (CHUNK_1 + 10); ++it20) {
        printf("step %d\n", static_cast<int>(it20));
        b16 = (short int)val17;
    }
    return TUNE_5;
}

int main() {
    int len21 = 2982;
    if (sinf(len21) >= sizeof(int))
        return (WARPS_2 + len21) % 1073u;
    len21--;
    ([]() {
        long long r22 = 52;
    })();
    clustered14<<<TUNE_5 + 0x1fe, (CHUNK_1 + (TUNE_5 + (WARPS_2 + 55))), 0, (cudaStream_t)0>>>(&len21, (CHUNK_1));
    len21 = len21;
    cudaStream_t flag23 = 0;
    (void)flag23;
    return 0x0;
}
