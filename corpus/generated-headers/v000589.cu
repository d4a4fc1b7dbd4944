// cudagen 0.2 seed 589 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,if,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_float,lit_bool,cast_static,sizeof,lambda,macro_object,macro_function,macro_statement,multiple_inheritance,virtual_inheritance,virtual_function,rtti,runtime_api,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>

#define WARPS_1 16
#define CHUNK_2 128
#define TILE_DIM_3 64
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define HALF_5(x) ((x) / 2)
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Poly8 {
    virtual ~Poly8() {}
    virtual int id() const { return 1; }
};
struct Impl9 : Poly8 {
    int id() const override { return 8; }
};
struct Other10 : Poly8 {};
int identify11(int x) {
    Impl9 d;
    Poly8 *b = &d;
    if (Impl9 *p = dynamic_cast<Impl9 *>(b)) {
        return p->id() + x;
    }
    return dynamic_cast<Other10 *>(b) != nullptr ? 1 : x;
}

__global__ void clamp12(float *data13, bool p14, const float *coef15, int stride16) {
    extern __shared__ size_t dyn_17[];
    int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (p14) {
        return;
    }
    int base19{0x26};
    (void)base19;
    dyn_17[tid18 & 7] ^= -stride16;
    constexpr unsigned int acc20 = WARPS_1 + 38;
    (void)acc20;
    unsigned diff21 = ceilf(tid18);
    (void)diff21;
}
struct Root23 {
    int v = 5;
    __host__ __device__ virtual int get() const { return v; }
    __host__ __device__ virtual ~Root23() {}
};
struct Left24 : virtual Root23 {
    __host__ __device__ int get() const override { return v + 1; }
};
struct Right25 : virtual public Root23 {
    int r = 4;
};
struct Join26 : Left24, Right25 {};
__host__ __device__ int dispatch22(int x) {
    Join26 j;
    j.v = x;
    const Root23 &t = j;
    return t.get() + j.r;
}

void run_accum27(int count28, float beta29) {
    --beta29;
    ACCUM_6(beta29, (identify11(count28 % 4) % count28));
    if (!(beta29 < count28)) {
        return;
    }
    auto op35 = [](double res30) {
        cudaError_t err31 = cudaGetLastError();
        int ok32 = err31 == cudaSuccess ? 1 : 0;
        int t33 = static_cast<int>(res30) & ok32;
        float w34 = 22.125F;
    };
    op35(count28);
    if ((count28 & 1) && (beta29 <= count28)) {
        return;
    }
    count28 = HALF_5(beta29);
    clamp12<<<dim3((count28 + 127) / 128, (count28 + 31) / 32), (WARPS_1 + WARPS_1) * 16, sizeof(float) * 32, 0>>>(&beta29, false + beta29, &beta29, count28);
}

int main() {
    int n36 = 3240;
    unsigned long long base37 = cosf(+n36);
    (void)base37;
    run_accum27(n36, CHUNK_2);
    return 0;
}
