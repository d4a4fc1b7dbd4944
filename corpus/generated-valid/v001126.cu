// cudagen 0.1 seed 1126 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,constexpr_function,main,shared_var,constexpr_var,enum,if,for,switch,goto,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
__global__ void __launch_bounds__(0200) pivot4_kernel(int len5, int *acc6, float *out7)
{
    int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((gridDim.x ^ idx8) != out7[idx8 & 7]) {
        goto skip12;
    }
    if (((acc6[0] + acc6[7]) & 1)) {
        return;
    }
    for (int j9 = (blockIdx.x * blockDim.x) + threadIdx.x; j9 < 16; j9 += blockDim.x * gridDim.x) {
        unsigned long h10 = *acc6;
        constexpr unsigned long acc11 = 035;
    }
skip12:;
}
constexpr int host_spread13(int n14, unsigned char alpha15)
{
    n14 = (n14 += 16, (alpha15 + (20U + n14)));
    return -13LL;
}
__global__ void __launch_bounds__(128) kick16(char p17, int lane18, bool q19)
{
    int tid20 = threadIdx.x;
    int cnt21 = CAT_3(p, 17);
    for (int it22 = (blockIdx.x * blockDim.x) + threadIdx.x; it22 < tid20; it22 += blockDim.x * gridDim.x) {
        int u23 = q19 ? 10 : lane18;
    }
    (lane18--, (p17 = sizeof(int)));
    q19 = ((p17 % p17) / (q19)) <= threadIdx.z;
    if (q19 < tid20) {
        return;
    }
}
constexpr long TILE24 = 256;
constexpr double kL25 = 2.5;
enum Op26 : int { RED27 = 2, BLUE28 = 8, RED29 = 10, HIGH30 = 14 };
__global__ void __launch_bounds__(32, RED27) smooth31(const signed char *src32, const unsigned short *input33, float *dst34)
{
    int i35 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ int sh_36[(RED29 + 22) * 4];
    dst34[0] = (-13.625f);
}
__global__ void __launch_bounds__(64) clamp37(int *acc38)
{
    int tid39 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((*acc38) <= 57) {
        goto done40;
    }
    switch (tid39 & 1217l) {
    case RED27 + (RED27 + 0x1):
        (acc38[tid39 & 7]--, (acc38[2] = (CAT_3(tid, 39) > (TILE24 & blockDim.x)) ? 0x5ULL : ((blockDim.x == tid39) ? (tid39 ^ RED29) : (BLUE28 / tid39))));
        break;
    case (7):
        (++(*acc38), (acc38[7] = kL25 + acc38[2]));
        acc38[threadIdx.z]++;
        break;
    case BLUE28:
        break;
    case (1):
        break;
    default:
        break;
    }
done40:;
}
void shade41(double *dst42, Op26 cfg43)
{
    for (int j44 = 0; j44 < 0x10; j44++) {
        if (cfg43 == (+cfg43)) {
            switch (CAT_3(cfg, 43) + j44) {
            case RED29 + 1:
                break;
            default:
                host_spread13(host_spread13(j44, cfg43) + (5 * j44), ((*dst42) += 20.625f, 21UL));
                break;
            }
            Op26 sum45 = cfg43;
        }
    }
}
int main()
{
    int size46 = 316;
    size46++;
    int idx47 = ~(static_cast<long>(TILE24) % static_cast<long>(size46));
    size46 = idx47;
    size46 = -25l;
    pivot4_kernel<<<BLUE28 * (RED27 + (RED27 + 0x4)), 32>>>(58 - (size46 ^ TILE24), &idx47, nullptr);
    kick16<<<(size46 + 0x1f) / 32, 16 * 0x2, 0, nullptr>>>((TILE24 / CAT_3(size, 46)) + host_spread13(CAT_3(idx, 47), 0x16l), static_cast<int>((size46 != idx47) ? size46 : 55), size46 != ((CAT_3(size, 46) <= size46) ? 3149 : 32));
    smooth31<<<RED27 + 126, 512, 0, (cudaStream_t)0>>>(nullptr, (const unsigned short*)nullptr, nullptr);
    return 0;
}
