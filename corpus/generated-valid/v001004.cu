// cudagen 0.1 seed 1004 valid
// features: kernel,kernel_static,restrict_params,launch,launch_stream,builtin_vars,host_device_function,host_function,main,managed_var,shared_var,extern_shared,const_local,struct,operator_overload,enum_class,if,for,do_while,static_assert,bitwise,comparison,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_static,sizeof,lambda,lambda_capture_ref,lambda_generic,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 20
#endif
__managed__ unsigned m_blend5[8];

struct Tile6 {
    float lo7;
    signed char hi8, id9;
};

inline __host__ __device__ Tile6 operator+(Tile6 a, Tile6 b)
{
    Tile6 r = a;
    r.lo7 += b.lo7;
    r.hi8 += b.hi8;
    r.id9 += b.id9;
    return r;
}
enum struct Op10 : int { Mul11, Red12 = 2, Busy13, Mul14 };

static __global__ void grow15_kernel(int *out16)
{
    extern __shared__ char dyn_17[];
    dyn_17[0b111] = out16[6];
    if ((~m_blend5[3]) > 15ll) {
        return;
    }
    Tile6 f18 = Tile6{4.5F, static_cast<signed char>(127), static_cast<signed char>(dyn_17[1])};
    int w19 = 0;
    do {
        Tile6 r20 = f18 + f18;
        (*out16) = blockIdx.y;
        const int w21 = (out16[4] += *out16, m_blend5[5]) % (r20.id9 - sizeof(float));
        ++w19;
    } while (w19 < (5));
}

__device__ __host__ int step22(int n23, size_t p24)
{
    static_assert(sizeof(int) == 4);
    for (int it25 = 0x0; it25 < 0b100; it25++) {
        p24 = (19 + n23) - it25;
        for (int n26 = 14; n26 > 0x0; --n26) {
            n23 = it25;
            n23 = ~it25;
        }
    }
    return (double)1.5F;
}

double check_scale27(int *__restrict__ data28)
{
    auto step31 = [&](auto lo29) {
        double tmp30 = 10ll | ((*data28) + ((int)13L));
        return lo29 * 2;
    };
    step31(data28[0b100]);
    Tile6 cnt32 = Tile6{12.5f, 2, 62};
    for (int n33 = 4; n33 > 0; --n33) {
        cnt32 = Tile6{};
        float acc34 = 51;
        grow15_kernel<<<0x10 * 2, sizeof(float) * (TUNE_4 + (TUNE_4 + (TUNE_4 + 0x4)))>>>(data28);
    }
    cnt32 = Tile6{3.0f, 12u, 47U};
    return m_blend5[4];
}

int main()
{
    int len35 = 2738;
    if (1l <= m_blend5[len35]) {
        return m_blend5[0x2];
    }
    cudaStream_t idx36 = nullptr;
    return 0;
}
