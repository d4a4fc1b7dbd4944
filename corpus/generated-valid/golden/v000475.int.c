# 1 "v000475.cu"
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
# 13 "v000475.cu"
struct Bounds4 { 
# 14
double w5; 
# 15
unsigned y6; 
# 16
double val7; 
# 17
int hi8; 
# 18
unsigned bump9() const { 
# 19
int e10 = hi8; 
# 20
e10++; 
# 21
return +(y6); 
# 22
} 
# 23
void apply11(float base12) { 
# 24
int *prod13 = ((int *)nullptr); 
# 25
Bounds4 cnt14 = Bounds4{(10.375), (46), ((23.25F)), hi8}; 
# 26
} 
# 27
}; 
# 28
enum Op15 { BLUE16 = 2, SLOW17, ADD18 = 7}; 
# 30
__attribute__((visibility("hidden"))) void smooth19_kernel(unsigned char beta20) ;
#if 0
# 30
{ 
# 31
constexpr size_t stride21 = (14U); 
# 32
if (beta20 != 31U) { 
# 33
return; 
# 34
}  
# 35
int res22[4]{(5UL), 41, (int)beta20, (28UL)}; 
# 36
__attribute__((unused)) static int sh_23[8]; 
# 37
(res22[0]) <<= ((beta20 += 7), ((BLUE16) - beta20)); 
# 38
} 
#endif
# 39 "v000475.cu"
__attribute__((section("__nv_managed_data__"))) static long *m_accum24 = 0; 
# 41
static void sift25_kernel(int len26, int lane27, float *out28) ;
#if 0
# 41
{ 
# 42
float m29[(BLUE16) * 3] = {}; 
# 43
int prod30 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum24))); 
# 44
int x31 = lane27 << (17L + (len26 - 2023)); 
# 45
float m32[7] = {}; 
# 46
--lane27; 
# 47
} 
#endif
# 49 "v000475.cu"
struct Tile33 { 
# 50
long hi34; 
# 51
double w35; 
# 52
}; 
# 54
namespace _GLOBAL__N__e22b58fd_10_v000475_cu_6634ffcb __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__e22b58fd_10_v000475_cu_6634ffcb; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__e22b58fd_10_v000475_cu_6634ffcb __attribute__((visibility("hidden")))  { 
# 55
constexpr int run_bump36(int n37) { 
# 56
n37 = n37; 
# 57
n37 ^= (((n37 & n37) - ((n37) ? n37 : 9)) + n37); 
# 58
return n37 | n37; 
# 59
} 
# 60
}
# 62
__attribute__((visibility("hidden"))) void pivot38_kernel(const int *in39, int len40) ;
#if 0
# 62
{ 
# 63
len40 = ((len40 += sizeof(float)), ((31) / (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum24))))); 
# 64
__attribute__((unused)) static unsigned long sh_41[256]; 
# 65
len40 = len40; 
# 66
} 
#endif
# 69 "v000475.cu"
__attribute__((unused)) int rank42(float *acc43) {int volatile ___ = 1;(void)acc43;
# 74
::exit(___);}
#if 0
# 69
{ 
# 70
__attribute__((unused)) static float sh_44; 
# 71
Bounds4 off45 = Bounds4{static_cast< double>(acc43[0]), (0), (static_cast< double>((10.875))), 3}; 
# 72
Tile33 cnt46{(static_cast< long>(13)), (8LL)}; 
# 73
return (cnt46.w35) * (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum24))) += (acc43[5])), (off45.y6)); 
# 74
} 
#endif
# 76 "v000475.cu"
__attribute__((unused)) void bias47(int stride48) {int volatile ___ = 1;(void)stride48;
# 84
::exit(___);}
#if 0
# 76
{ 
# 77
int *val49 = (nullptr); 
# 78
__attribute__((unused)) static int sh_50; 
# 79
sh_50 <<= ((*val49) - (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum24))) << (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum24)))) * (33LL + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum24)))))); 
# 80
Op15 f51 = BLUE16; 
# 81
__attribute__((unused)) static Tile33 sh_52[1 << 4]; 
# 82
Tile33 h53 = Tile33{(1U), ((double)16L)}; 
# 83
bool s54 = f51 == (ADD18); 
# 84
} 
#endif
# 86 "v000475.cu"
int main() { 
# 87
int size55 = 677; 
# 88
size55 >>= ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum24))) += size55), ((48) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum24))))) * ((size55 - size55) << 3)); 
# 89
if (!(size55 == size55)) { 
# 90
return ((7) == ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum24))) % (30))) ? ~(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum24))) : (45); 
# 91
}  
# 92
dim3 mid56 = dim3((size55 + 255) / 256, (size55 + 255) / 256); 
# 93
const int e57 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum24))); 
# 94
(__cudaPushCallConfiguration((e57 + 127) / 128, 128)) ? (void)0 : smooth19_kernel(sizeof(float)); 
# 95
(__cudaPushCallConfiguration((BLUE16) + ((ADD18) + ((SLOW17) + ((ADD18) + ((ADD18) + ((BLUE16) + ((SLOW17) + 1)))))), 1 << 9)) ? (void)0 : sift25_kernel(sizeof(float) ^ e57, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum24))), nullptr); 
# 96
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_accum24))) + (31)) / (32), ((BLUE16) + (30 + 96)) * ((BLUE16) + 2))) ? (void)0 : pivot38_kernel((const int *)nullptr, e57); 
# 97
return 0; 
# 98
} 

# 1 "v000475.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e22b58fd_10_v000475_cu_6634ffcb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000475.cudafe1.stub.c"
#include "v000475.cudafe1.stub.c"
# 1 "v000475.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
