# 1 "v000080.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 12 "v000080.cu"
static int c_kick4; 
# 13
using ptr5_t = unsigned char *; 
# 14
enum class Mode6 { On7, Mul8 = 2, Blue9}; 
# 16
__attribute__((visibility("hidden"))) void fold10(const unsigned *__restrict__ in11, double *__restrict__ dst12, unsigned *acc13) ;
#if 0
# 16
{ 
# 17
int gid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 18
(acc13[7]) ^= (acc13[7]); 
# 19
(*dst12) = ((gid14 & 3087) - gid14); 
# 20
Mode6 hi15 = Mode6::On7; 
# 21
Mode6 r16 = Mode6::Blue9; 
# 22
} 
#endif
# 24 "v000080.cu"
__attribute__((unused)) int bias17(int stride18, const int *__restrict__ src19, unsigned alpha20) {int volatile ___ = 1;(void)stride18;(void)src19;(void)alpha20;
# 34
::exit(___);}
#if 0
# 24
{ 
# 25
Mode6 mid21 = Mode6::Mul8; 
# 26
stride18 |= ((short)(stride18 * ((alpha20 & (1)) ? stride18 : (src19[6])))); 
# 27
int v22 = 58; 
# 28
if (stride18 == stride18) { 
# 29
mid21 = mid21; 
# 30
unsigned long long z23 = (int)(26 - (*src19)); 
# 31
do { int tmp_ = v22; v22 = stride18; stride18 = tmp_; } while (0); 
# 32
}  
# 33
return 891U; 
# 34
} 
#endif
# 35 "v000080.cu"
enum class Level24: unsigned { High25 = 1U, Blue26, Green27, Idle28 = 5U}; 
# 36
enum class Op29 { Mul30, Blue31 = 3}; 
# 38
void tile32(int stride33, float *__restrict__ buf34) { 
# 39
float x35 = stride33; 
# 40
(buf34[stride33]) = (58); 
# 41
--stride33; 
# 42
int r36 = (stride33 & 56UL) - (stride33 % 55); 
# 43
} 
# 45
namespace util37 { namespace sub38 { 
# 46
enum Kind39 { IDLE40 = 1, OFF41}; 
# 47
}}
# 48
typedef Op29 kind42_t; 
# 50
__attribute__((visibility("hidden"))) void norm43(float b44, int *__restrict__ acc45, int *acc46) ;
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern float dyn_47[]; 
# 52
(acc46[c_kick4 & 7]) = (util37::sub38::IDLE40); 
# 53
unsigned idx48((53) + (((acc46[2]) += (acc46[5])), ((43) + (dyn_47[7])))); 
# 54
(dyn_47[idx48]) = (sizeof(unsigned)); 
# 55
constexpr int base49 = (30L); 
# 56
} 
#endif
# 58 "v000080.cu"
constexpr int accum50(int lane51, int lane52) { 
# 59
return ((lane52 * ('\000')) > (lane51 & lane51)) ? util37::sub38::OFF41 : lane52; 
# 60
} 
# 62
__attribute__((visibility("hidden"))) void count53(const char *src54, short *dst55) ;
#if 0
# 62
{ 
# 63
unsigned gid56 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
if (53 > (accum50(c_kick4, 20) + (~(*dst55)))) { 
# 65
float mid57((sizeof(int))); 
# 66
}  
# 67
(dst55[gid56]) = (((50) - (__device_builtin_variable_blockDim.x)) - (util37::sub38::IDLE40)); 
# 68
} 
#endif
# 69 "v000080.cu"
enum class Level58: unsigned char { 
# 70
On59 = 2U, 
# 71
On60, 
# 72
Red61, 
# 73
Mul62 = 7U, 
# 74
Idle63 = 13U
# 75
}; 
# 77
template< class T, int N> __attribute__((unused)) short 
# 78
trace64(const T *__restrict__ src65, int len66, long *__restrict__ dst67) {int volatile ___ = 1;(void)src65;(void)len66;(void)dst67;
# 88
::exit(___);}
#if 0
# 78
{ 
# 79
(*dst67) >>= 2; 
# 80
len66 = (~bias17(util37::sub38::OFF41, reinterpret_cast< const int *>(dst67), c_kick4 + (*src65))); 
# 81
const unsigned long long h68 = (N); 
# 82
kind42_t k69 = Op29::Mul30; 
# 83
if ((dst67[3]) <= len66) { 
# 84
(dst67[7]) |= sizeof(T); 
# 85
len66 %= ((__device_builtin_variable_blockIdx.z) * ((dst67 == (nullptr)) ? (len66 > 44) ? 60 : 35 : (util37::sub38::OFF41))); 
# 86
}  
# 87
return (' ') % (len66 + len66); 
# 88
} 
#endif
# 90 "v000080.cu"
unsigned char check_score70(double *acc71) { 
# 91
(acc71[2]) = (2367 | accum50(acc71[2], accum50(*acc71, util37::sub38::IDLE40))); 
# 92
double res72 = 27LL % (accum50(acc71[2], accum50(*acc71, acc71[7]))); 
# 93
(__cudaPushCallConfiguration((util37::sub38::OFF41) + (58 + ((util37::sub38::OFF41) + ((util37::sub38::OFF41) + (58 + ((util37::sub38::IDLE40) + 5))))), ((util37::sub38::OFF41) + ((util37::sub38::OFF41) + (58 + 194))) * (util37::sub38::OFF41))) ? (void)0 : norm43((32) - res72, reinterpret_cast< int *>(acc71), reinterpret_cast< int *>(acc71)); 
# 94
Level24 s73 = Level24::High25; 
# 95
return *acc71; 
# 96
} 
# 98
int main() { 
# 99
int count74 = 3619; 
# 100
(__cudaPushCallConfiguration(128, 64, sizeof(double) * (256), nullptr)) ? (void)0 : count53((const char *)nullptr, nullptr); 
# 101
bool f75 = (accum50(count74, '\n') >> (count74 % 35)) == (count74 / 24); 
# 102
(__cudaPushCallConfiguration((count74 + 127) / 128, (util37::sub38::OFF41) + ((util37::sub38::IDLE40) + 125), 0, 0)) ? (void)0 : fold10((const unsigned *)nullptr, nullptr, nullptr); 
# 103
return 0; 
# 104
} 

# 1 "v000080.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cc347d08_10_v000080_cu_c_kick4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000080.cudafe1.stub.c"
#include "v000080.cudafe1.stub.c"
# 1 "v000080.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
