// cudagen 0.2 seed 726 valid headers
// features: kernel,launch,launch_dim3,host_function,main,constexpr_var,using_alias,if,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_ifdef,anonymous_class,multiple_inheritance,virtual_inheritance,virtual_function,hdr_cmath
#include <cuda_runtime.h>
#include <cmath>
#include <cuda_fp16.h>

#define TILE_DIM_1 16
#define WARPS_2 (1 << 0b11)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))

#ifdef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 21
#endif
__host__ __device__ float norm6(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
struct Range7 {
    struct {
        int lo, hi;
    } span;
    int count;
};
typedef struct {
    int key;
    float weight;
} Anon8;
__host__ __device__ int extent9(int x) {
    Range7 r{};
    r.span.lo = x;
    r.span.hi = x + 7;
    Anon8 a{x, 1.0f};
    return r.span.hi - r.span.lo + a.key;
}

float host_pack10(const char *input11) {
    if (input11 == nullptr) {
        goto done12;
    }
    if ((*input11) != 26lu)
        return expf(5.0f);
    if ((*input11) == input11[0x7])
        return input11[4] / (-(*input11));
done12:;
    return TILE_DIM_1;
}
struct Shape14 {
    virtual float area() const = 0;
    virtual int sides() const { return 0; }
    virtual ~Shape14() {}
};
struct Square15 : Shape14 {
    float s;
    explicit Square15(float v) : s(v) {}
    float area() const override { return s * s; }
};
float dispatch13(float x) {
    Square15 k0(x);
    const Shape14 *p = &k0;
    return p->area() + static_cast<float>(p->sides());
}
using idx16_t = int;
struct Root18 {
    int v = 5;
    __device__ virtual int get() const { return v; }
    __device__ virtual ~Root18() {}
};
struct Left19 : virtual Root18 {
    __device__ int get() const override { return v + 1; }
};
struct Right20 : virtual public Root18 {
    int r = 7;
};
struct Join21 : Left19, Right20 {};
__device__ int dispatch17(int x) {
    Join21 j;
    j.v = x;
    const Root18 &t = j;
    return t.get() + j.r;
}

__global__ void filter22_kernel(idx16_t *out23, short *acc24, int count25, float a26) {
    unsigned char r27 = fmaxf(count25, a26);
    ++r27;
    r27++;
    if (!(a26 >= 22U))
        return;
    idx16_t stride28((extent9(a26) & acc24[r27]) | (-0));
    (void)stride28;
}

int main() {
    int n29 = 0xdb2;
    if ((n29 << static_cast<short>(n29)) > (64ull * n29)) {
        filter22_kernel<<<(n29 + 63) / 0b1000000, dim3((n29 + 63) / 64, (n29 + 255) / 0x100, (n29 + 63) / 64)>>>((int*)nullptr, nullptr, n29, n29);
        n29 >>= (!n29) ? n29 : extent9(dispatch13(n29));
        n29 = 28;
    }
    return 0;
}
