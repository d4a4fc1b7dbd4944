# 1 "v001509.cu"
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
# 24 "v001509.cu"
__attribute__((visibility("hidden"))) void filter8(float q9, float p10, const int *src11, unsigned *__restrict__ buf12) ;
#if 0
# 24
{ 
# 25
int tid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 26
__attribute__((unused)) static char sh_14[128]; 
# 27
p10 += (sh_14[127]); 
# 28
} 
#endif
# 29 "v001509.cu"
static long c_blend15; 
# 31
namespace _GLOBAL__N__77f6e344_10_v001509_cu_1d483ace __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__77f6e344_10_v001509_cu_1d483ace; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__77f6e344_10_v001509_cu_1d483ace __attribute__((visibility("hidden")))  { 
# 32
void kick16(long q17, double *dst18, int count19, long *acc20) ;
#if 0
# 32
{ 
# 33
unsigned i21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 34
if (i21 >= count19) { 
# 35
return; 
# 36
}  
# 37
char hi22 = __device_builtin_variable_blockDim.z; 
# 38
bool tmp23 = q17 <= (__device_builtin_variable_threadIdx.x); 
# 39
unsigned stride24{(12UL)}; 
# 40
const float flag25 = count19; 
# 41
double tmp26[6] = {(static_cast< double>(static_cast< float>((23.25F)))), static_cast< double>(flag25), (2.0)}; 
# 42
++q17; 
# 43
} 
#endif
# 44 "v001509.cu"
typedef unsigned idx27_t; 
# 45
}
# 46
static float c_decay28; 
# 47
short g_shade29[] = {(61), (16), (57U)}; 
# 48
static float d_blend30; 
# 50
extern "C" {
# 51
__attribute((noinline)) __attribute__((unused)) idx27_t grow37(int len38) {int volatile ___ = 1;(void)len38;
# 56
::exit(___);}
#if 0
# 51
{ 
# 52
--len38; 
# 53
len38++; 
# 54
idx27_t x39 = (12); 
# 55
return 50; 
# 56
} 
#endif
# 58 "v001509.cu"
__attribute__((visibility("hidden"))) void tally31_kernel(char alpha32) ;
#if 0
# 58
{ 
# 59
int idx33 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
double m34 = (-22); 
# 61
if (idx33 & 1) { 
# 62
return; 
# 63
}  
# 64
const idx27_t y35 = (2195L); 
# 65
__attribute__((unused)) static signed char sh_36; 
# 66
} 
#endif
# 67 "v001509.cu"
}
# 69
namespace detail40 { namespace v41 { 
# 70
long warp42(unsigned char p43 = 57) { 
# 71
(g_shade29[2]) &= (g_shade29[0]); 
# 72
p43 |= 59; 
# 73
float lo44 = p43; 
# 74
(__cudaPushCallConfiguration(128, 12 + 20, 4096)) ? (void)0 : tally31_kernel(13); 
# 75
return (static_cast< int>(49)) - lo44; 
# 76
} 
# 77
using ptr45_t = long *; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 79
template< class T, int N = 6> static void 
# 80
__wrapper__device_stub_shade46_kernel(T *__restrict__ &acc47, int &count48, T &beta49) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 80
{ 
# 81
int i50 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 82
if (i50 >= count48) { 
# 83
return; 
# 84
}  
# 85
__attribute__((unused)) static idx27_t sh_51[8][14]; 
# 86
float lo52 = (12.25F); 
# 87
((sh_51[4])[7]) = (12); 
# 88
(acc47[c_blend15]) = ((grow37(c_blend15)) * ((59L ^ i50) % ((d_blend30 += (2.375F)), ((sh_51[c_blend15])[12])))); 
# 89
T *k53 = acc47; 
# 90
((sh_51[3])[i50]) = ((((k53 == nullptr) ? 59 : (*acc47)) * 20UL) * grow37(grow37(d_blend30))); 
# 91
} 
#endif

#pragma GCC diagnostic pop

# 79 "v001509.cu"
template< class T, int N = 6> static void 
# 80
shade46_kernel(T *__restrict__ acc47, int count48, T beta49) {::detail40::v41::__wrapper__device_stub_shade46_kernel<T,N>(acc47,count48,beta49);
# 91
return;}
#if 0
# 80
{ 
# 81
int i50 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 82
if (i50 >= count48) { 
# 83
return; 
# 84
}  
# 85
__attribute__((unused)) static idx27_t sh_51[8][14]; 
# 86
float lo52 = (12.25F); 
# 87
((sh_51[4])[7]) = (12); 
# 88
(acc47[c_blend15]) = ((grow37(c_blend15)) * ((59L ^ i50) % ((d_blend30 += (2.375F)), ((sh_51[c_blend15])[12])))); 
# 89
T *k53 = acc47; 
# 90
((sh_51[3])[i50]) = ((((k53 == nullptr) ? 59 : (*acc47)) * 20UL) * grow37(grow37(d_blend30))); 
# 91
} 
#endif
# 92 "v001509.cu"
}}
# 94
int run_update54(unsigned char *__restrict__ buf55, int n56, int n57) { 
# 95
(__cudaPushCallConfiguration((n56 + 63) / 64, 512)) ? (void)0 : filter8(detail40::v41::warp42(), detail40::v41::warp42(), (const int *)nullptr, nullptr); 
# 96
(__cudaPushCallConfiguration((n57 + 255) / 256, 59 + 5, sizeof(float) * (128), (cudaStream_t)0)) ? (void)0 : detail40::v41::shade46_kernel< int, 6> ((int *)nullptr, *buf55, *buf55); 
# 97
return -n57; 
# 98
} 
# 100
int main() { 
# 101
int size58 = 3705; 
# 102
idx27_t lo59 = size58; 
# 103
int *tmp60 = (nullptr); 
# 104
for (auto acc61 : g_shade29) { 
# 105
run_update54(nullptr, size58 - run_update54(nullptr, acc61, 41), (g_shade29[size58]) + detail40::v41::warp42(59)); 
# 106
}  
# 107
(__cudaPushCallConfiguration((lo59 + (31)) / (32), 512, sizeof(double) * (256), 0)) ? (void)0 : kick16(2104, static_cast< double *>(nullptr), detail40::v41::warp42(static_cast< int>(g_shade29[size58])), nullptr); 
# 108
size58 %= (-28L); 
# 109
return 0; 
# 110
} 

# 1 "v001509.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__77f6e344_10_v001509_cu_1d483ace
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001509.cudafe1.stub.c"
#include "v001509.cudafe1.stub.c"
# 1 "v001509.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
