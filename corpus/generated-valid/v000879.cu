// cudagen 0.1 seed 879 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,static_host_function,constexpr_function,main,shared_var,extern_shared,host_global,constexpr_var,local_array,const_local,typedef,if,if_else,if_init,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,comments
#include "prelude.cuh"

#define CHUNK_1 4
#define CAT_2(a, b) a##b
constexpr __device__ __host__ int drift3(int len4, int n5)
{
    len4 = (9l * len4 * (len4)) - (len4 - static_cast<unsigned int>(35));
    return (len4 * len4 * (35l - n5)) % len4;
}
const double g_sweep6 = 23.25;
static __global__ void pack7(const int *src8)
{
    extern __shared__ int dyn_9[];
    int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (const long mid11 = sizeof(long long); drift3(dyn_9[i10] & threadIdx.x, i10) == i10) {
        float lo12 = dyn_9[i10] % (drift3(dyn_9[i10], '\x7f') - (~threadIdx.x));
    } else if (int val13 = (dyn_9[3] & threadIdx.x) % ((CHUNK_1 * src8[i10]) + mid11); src8 == nullptr) {
        val13 = drift3((int)threadIdx.x, 1 + dyn_9[blockIdx.x]) * ((src8 == nullptr) ? (*src8) : threadIdx.z);
        dyn_9[5] &= *src8;
    }
}
static __global__ void kick14(int len15, long *__restrict__ data16)
{
    int tid17 = threadIdx.x;
    drift3((*data16) + static_cast<int>(18), tid17);
    int idx18[6]{0x7U, 41lu, static_cast<int>(tid17), -13, tid17, static_cast<int>(64)};
    data16[tid17] ^= drift3(+tid17, gridDim.x * CAT_2(tid, 17)) * (len15 * threadIdx.x);
}
inline __host__ __device__ float pivot19(int stride20, bool q21)
{
    if (int res22 = 53 + q21 + q21 + drift3(stride20, CAT_2(stride, 20)); (q21 + 49) >= CAT_2(q, 21)) {
        if ((drift3(stride20, q21) - (52 + res22)) <= ((float)24.375f)) {
            if (signed char stride23{static_cast<signed char>(stride20 * stride20)}; (stride23 == stride23) || q21 || (stride23 != 7)) {
                if (stride20) {
                    return stride23;
                }
                res22 += drift3(+stride23, (stride20 % stride20) + 4);
                if (stride20 > q21) {
                    return drift3(res22 + res22, q21);
                }
            } else {
            }
        }
    }
    return drift3((q21 + 33) * (780), q21);
}
__host__ __device__ void decay24(unsigned int q25, unsigned long *data26, unsigned beta27)
{
    if (((q25 - sizeof(float)) * pivot19(q25, q25 < 0x32U)) != (data26[q25] - 2636)) {
        beta27 -= 12LL + drift3((*data26) * beta27, beta27);
        double res28[6] = {0x13ul, 2.875F};
    } else if (static_cast<long long>(drift3(data26[beta27], 28lu)) >= pivot19(data26[q25], q25)) {
        if (double z29 = drift3(q25 % CHUNK_1, 38 % q25) / (((data26[beta27 & 7] - beta27) < 56lu) ? data26[beta27] : (q25 ^ 20ul)); (+(z29 + 2)) == (q25 + 4198)) {
            pivot19(drift3(z29, z29) & drift3(q25, 50), ((data26[beta27] == beta27) || (data26[beta27] & 0x1)) ? q25 : drift3(z29, 59L));
            if (q25 < pivot19(14, data26[1])) {
                return;
            }
            int hi30[5] = {};
        }
    } else {
    }
}
/* Returns the accumulated value. */
template <typename T, int N>
__global__ void tile31(const T *__restrict__ coef32, int *buf33, int n34)
{
    drift3(((n34 > ' ') ? CAT_2(n, 34) : buf33[n34]) | (buf33[threadIdx.y]), (gridDim.x > 12) ? drift3(buf33[n34], N) : drift3(buf33[3], 1201ull));
    pivot19(drift3(blockDim.x, N + buf33[1]), blockIdx.x >= (blockDim.z + 49));
    const T hi35 = static_cast<int>(N);
    drift3(static_cast<size_t>(hi35), *buf33);
    short off36{8lu};
}
typedef int idx37_t;
static double check_bias38(idx37_t n39, unsigned int cfg40, idx37_t n41)
{
    unsigned char t42[5] = {static_cast<unsigned char>(cfg40)};
    cfg40 &= cfg40 + (static_cast<int>(CHUNK_1) + (cfg40 & sizeof(short int)));
    return 3272ULL;
}
int main(void)
{
    int size43 = 1085;
    const char *e44 = R"(C:\dir)";
    if (idx37_t m45 = '\a'; ((short)(size43 * g_sweep6)) > (+e44[0])) {
        if ((e44[0] != g_sweep6) && (m45 == e44[0x1])) {
            return ((m45 + CHUNK_1) == 40ul) ? (9ull + e44[0]) : (size43 - g_sweep6);
        }
    } else if (const unsigned long v46 = (drift3(m45, 'A') + (size43)) % ((CHUNK_1 % size43) | (CHUNK_1 * size43)); e44[1] < (m45 - sizeof(unsigned int))) {
        if (m45 > v46) {
            return m45 - (m45);
        }
    }
    pack7<<<dim3(8), 128, sizeof(float) * 64>>>(static_cast<const idx37_t*>(nullptr));
    kick14<<<dim3(CHUNK_1 + 252, (size43 + 127) / 0x80), 512, 0>>>(pivot19(static_cast<double>(17.5f), (CAT_2(size, 43) < e44[0]) || (size43 > e44[0])), static_cast<long*>(nullptr));
    tile31<idx37_t, 6><<<dim3(16 * (CHUNK_1 + (CHUNK_1 + 8)), (CHUNK_1 + 4)), 512, 1024>>>(&size43, &size43, drift3(size43, e44[0]) - drift3(size43, size43));
    return 0x0;
}
