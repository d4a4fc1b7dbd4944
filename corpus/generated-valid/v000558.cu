// cudagen 0.1 seed 558 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,kernel_from_macro,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,managed_var,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,auto_var,enum,enum_class,typedef,namespace,if,for,goto,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define CHUNK_1 128
#define CHUNK_2 128

namespace util3 {
template <typename T, int N = 7>
__global__ void reduce4_kernel(T *acc5, int n6, int count7, T *buf8) {
    unsigned i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i9 >= count7) {
        return;
    }
    acc5[5] = ((float)(*acc5)) * (((count7 - gridDim.x) <= i9) ? n6 : 1U);
    --buf8[count7];
    {
        acc5[6]--;
        (*acc5)++;
    }
    bool h10 = (((blockDim.x & 1) ? blockIdx.x : 2) | (threadIdx.z - 8)) * (((T)blockIdx.x) + count7);
}
enum State11 { BLUE12, FAST13, RED14, HIGH15 };
} // namespace util3

template <typename T>
__global__ void __launch_bounds__(util3::HIGH15 + 0x1fd) relax16(T *__restrict__ acc17, T *data18, T *acc19) {
    static __shared__ long long sh_20[6][(util3::HIGH15 + (util3::HIGH15 + (util3::FAST13 + 10)))];
    --sh_20[gridDim.x][6];
    data18[3]++;
    int acc21(data18[blockDim.z]);
    acc17[acc21] = (sh_20[3][threadIdx.y] * sh_20[acc21][9]) - ((float)acc21);
    ++acc17[acc21 & 7];
}
__managed__ float m_sweep22 = 3;
#define DEFINE_MAP_KERNEL_23(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_23(map_score24, unsigned)

__global__ void decay25_kernel(float *dst26, float *dst27, int stride28, double *data29) {
    extern __shared__ float dyn_30[];
    auto idx31 = *dst26;
    if ((*dst27) != (idx31 * 50lu)) {
        goto done32;
    }
    if (idx31 <= dst26[stride28 & 7]) {
        return;
    }
done32:;
}
enum class Kind33 : long { Slow34, On35, Busy36, High37 };

namespace ops38 {
typedef int idx39_t;

template <typename T, int N = 2>
__global__ void __launch_bounds__(1024, 0x1) sweep40(const T *__restrict__ src41, unsigned *__restrict__ data42, T *__restrict__ buf43) {
    extern __shared__ ops38::idx39_t dyn_44[];
    ops38::idx39_t gid45 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto off46 = 10.125f;
    {
        --dyn_44[0];
        (++m_sweep22, (buf43[gid45 & 0b111] *= 5.25));
    }
    const T *idx47 = buf43 + 0;
    (*data42)++;
    ++m_sweep22;
}
} // namespace ops38

inline __host__ float tally48(ops38::idx39_t lane49) {
    for (int it50 = 0, j51 = lane49; it50 < j51; (++it50, (--j51))) {
        m_sweep22 += ((CHUNK_1 | lane49) - j51) - j51;
    }
    decay25_kernel<<<dim3(util3::RED14 + 30, 1), (128), CHUNK_2 + (CHUNK_2 + (util3::RED14 + (CHUNK_1 + (CHUNK_1 + 510)))), nullptr>>>(&m_sweep22, nullptr, (m_sweep22) * (m_sweep22 + lane49), (double*)nullptr);
    --lane49;
    return (m_sweep22 += -3.125F, 8.25F);
}

int main() {
    int size52 = 797;
    unsigned int base53 = tally48(((m_sweep22 <= m_sweep22) && (size52 >= 64)) ? tally48(41) : (m_sweep22 + m_sweep22));
    for (int n54 = 0b0; n54 < size52; n54 += 4) {
        if ((+n54) != 0x8) {
            return ((float)m_sweep22) / tally48(m_sweep22);
        }
        if (base53 >= 0b10001) {
            return (6 >> base53) % size52;
        }
    }
    m_sweep22--;
    auto acc55 = 16;
    util3::reduce4_kernel<<<0x100, (util3::FAST13 + util3::HIGH15) * 0x8, sizeof(float) * 128, nullptr>>>(&m_sweep22, (3153 * acc55) ^ (acc55 - util3::BLUE12), ((m_sweep22 + 1320ULL) < util3::RED14) ? (base53 += acc55, m_sweep22) : (acc55 & acc55), (float*)nullptr);
    relax16<float><<<4, CHUNK_1 * (util3::FAST13 + (util3::FAST13 + (util3::FAST13 + 1)))>>>(&m_sweep22, &m_sweep22, &m_sweep22);
    map_score24<<<(size52 + 255) / 256, (512)>>>(nullptr, tally48(tally48(base53)));
    return 0x0;
}
