# 1 "v001425.cu"
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
# 25 "v001425.cu"
__attribute((always_inline)) __attribute__((unused)) static inline long march10(unsigned p11, int n12) {int volatile ___ = 1;(void)p11;(void)n12;
# 35
::exit(___);}
#if 0
# 25
{ 
# 26
n12 = (n12 / 2); 
# 27
constexpr float q13 = (54); 
# 28
if ((n12 + 47) <= 9L) { 
# 29
return (sizeof(float) + n12) + (q13 + n12); 
# 30
}  
# 31
p11 = (1182); 
# 32
const double *flag14 = (nullptr); 
# 33
constexpr char mid15 = (-127); 
# 34
return (n12) ? (*flag14) / (2) : (5); 
# 35
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38 "v001425.cu"
template< class T, int N = 8> static void 
# 39
__wrapper__device_stub_relax16_kernel(const T *&input17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 39
{ 
# 40
T off18 = (N); 
# 41
T m19(off18); 
# 42
} 
#endif

#pragma GCC diagnostic pop

# 38 "v001425.cu"
template< class T, int N = 8> static void 
# 39
relax16_kernel(const T *input17) {__wrapper__device_stub_relax16_kernel<T,N>(input17);
# 42
return;}
#if 0
# 39
{ 
# 40
T off18 = (N); 
# 41
T m19(off18); 
# 42
} 
#endif
# 45 "v001425.cu"
__attribute__((visibility("hidden"))) void bias20_kernel(int count21) ;
#if 0
# 45
{ 
# 46
int t22 = 61; 
# 47
int pass23 = 0; 
# 48
while ((pass23 < pass23) && (!(pass23 != 48))) { 
# 49
--t22; 
# 50
++pass23; 
# 51
}  
# 52
t22++; 
# 53
unsigned base24 = march10((t22 > 5) ? march10(pass23, pass23) : t22, t22); 
# 54
} 
#endif
# 55 "v001425.cu"
constexpr long RADIUS25 = (3); 
# 57
__attribute__((unused)) void fold26(int stride27, float b28, int *__restrict__ acc29) {int volatile ___ = 1;(void)stride27;(void)b28;(void)acc29;
# 68
::exit(___);}
#if 0
# 57
{ 
# 58
if (((stride27 - 4) > 63U) && (((__alignof__(int)) <= b28) || (b28 < RADIUS25))) { 
# 59
if ((15) > b28) { 
# 60
return; 
# 61
}  
# 62
if ((((*acc29) <= stride27) ? RADIUS25 & stride27 : ((8) * b28)) > b28) { 
# 63
march10(march10(march10(RADIUS25, 52), march10(51, RADIUS25)), 4); 
# 64
(acc29[4])++; 
# 65
const float k30 = (RADIUS25); 
# 66
}  
# 67
}  
# 68
} 
#endif
# 70 "v001425.cu"
struct Span31 { 
# 71
int vel32; 
# 72
signed char y33; 
# 73
size_t w34; 
# 74
}; 
# 76
int main() { 
# 77
int size35 = 2114; 
# 78
size35 = (RADIUS25 * ((size35 & 1) ? RADIUS25 : RADIUS25)); 
# 79
unsigned mid36 = RADIUS25 - (size35 / 2); 
# 80
(__cudaPushCallConfiguration((size35 + 127) / 128, (128) * (RADIUS25 + (1)), 1 << 10, 0)) ? (void)0 : bias20_kernel(((char)size35) * (mid36 / (2))); 
# 81
(__cudaPushCallConfiguration(dim3(1, (mid36 + (31)) / (32)), 512, (256) * ((5) + (RADIUS25 + ((5) + RADIUS25))), nullptr)) ? (void)0 : relax16_kernel< double, 2> (nullptr); 
# 82
mid36 &= RADIUS25; 
# 83
return 0; 
# 84
} 

# 1 "v001425.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__8cbcdc39_10_v001425_cu_3b51c6b8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001425.cudafe1.stub.c"
#include "v001425.cudafe1.stub.c"
# 1 "v001425.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
