// cudagen 0.1 seed 2088 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_device_function,device_template_function,main,device_array,constant_var,shared_var,extern_shared,constexpr_var,local_array,auto_var,struct,enum_class,namespace,anon_namespace,nested_namespace,if,if_init,switch,bitwise,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define CHUNK_1 8
#define TILE_DIM_2 (0b100000)
#define RADIUS_3 256
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if TILE_DIM_2 == 32
#define CONFIG_7 5
#else
#define CONFIG_7 30
#endif

__global__ void __launch_bounds__((CONFIG_7 + (TILE_DIM_2 + (CHUNK_1 + 979)))) spread8(int count9, int lane10, size_t* out11)
{
    extern __shared__ unsigned dyn_12[];
    int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_12[0b1] = tid13;
    int y14 = dyn_12[threadIdx.x];
    dyn_12[1]++;
    (--count9, (lane10 = (lane10 += tid13, (tid13 - ' '))));
    ((*out11)--, (y14 = -CHUNK_1));
    count9 = count9 * 0x14;
}

struct Span15 {
    int weight16;
    int w17;
};
__constant__ Span15 c_split18 = {-52, 'a'};

static __global__ void march19(int stride20, double* acc21)
{
    int gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid22 >= stride20) {
        return;
    }
    switch (stride20 * blockIdx.x) {
    case CONFIG_7:
        stride20 = ((stride20 % c_split18.weight16) * (stride20 - c_split18.weight16)) - 4915l;
        (*acc21)--;
        break;
    default:
        ++stride20;
        break;
    }
    auto v23 = 19;
    ACCUM_6(v23, ((43)));
}

namespace kern24::inner25 {
static constexpr int LANES26 = 32;
__device__ int d_smooth27[8] = {0x1a, 46U, -18};
} // namespace kern24::inner25

template <class T, int N>
inline __device__ T scatter28(const T* src29, int count30)
{
    kern24::inner25::d_smooth27[7] = 469;
    __shared__ int sh_31[128];
    ++sh_31[threadIdx.x];
    __shared__ float sh_32[16];
    if (constexpr size_t res33 = 133; (TWICE_PLUS_4(*src29, kern24::inner25::LANES26) * c_split18.w17) >= 0b110101) {
        int mid34[0x4] = {50};
        float off35(0x2);
    }
    return CONFIG_7 + c_split18.weight16;
}

namespace {
__device__ __host__ char tile36(Span15 p37, double* data38, float* data39)
{
    p37 = Span15{};
    data39[7]--;
    return *data38;
}
enum class Op40 {
    Busy41,
    Off42 = 4,
    Busy43,
    Slow44,
    Green45
};

__global__ void __launch_bounds__(CHUNK_1 + (CHUNK_1 + (kern24::inner25::LANES26 + 464))) march46(const int* in47, const double* src48)
{
    kern24::inner25::d_smooth27[7] = -scatter28<int, 1>(in47, 2067);
    --kern24::inner25::d_smooth27[gridDim.y];
    --kern24::inner25::d_smooth27[blockDim.y & 0b111];
    kern24::inner25::d_smooth27[threadIdx.x] = scatter28<unsigned, 5>(reinterpret_cast<const unsigned int*>(src48), src48[threadIdx.x]);
}
} // namespace

int main()
{
    int len49 = 1839;
    unsigned char base50[7]{47, 45, ' ', 0xFFL, 55, 16u, 8};
    march46<<<(len49 + 0b11111) / 32, dim3(64)>>>((const int*)nullptr, (const double*)nullptr);
    base50[len49] = (base50[len49]);
    float sum51 = (29 % (len49 & len49)) - 21.875f;
    if ((base50[len49]) > 22) {
        return 19;
    }
    char mid52 = tile36(Span15{}, nullptr, &sum51);
    spread8<<<256, (kern24::inner25::LANES26), (RADIUS_3 + 256) * 2>>>(tile36(Span15{0x20, 25UL}, nullptr, &sum51), float(58lu), static_cast<size_t*>(nullptr));
    march19<<<dim3(0x8), kern24::inner25::LANES26 + (CONFIG_7 + (kern24::inner25::LANES26 + 443)), (TILE_DIM_2 + (CONFIG_7 + (CONFIG_7 + (CONFIG_7 + (TILE_DIM_2 + 177)))))>>>(tile36(Span15{29, len49}, nullptr, &sum51), nullptr);
    return 0x0;
}
