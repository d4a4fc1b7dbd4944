# 1 "v001857.cu"
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
# 19 "v001857.cu"
__attribute__((visibility("hidden"))) void kick7_kernel(int n8) ;
#if 0
# 19
{ 
# 20
n8++; 
# 21
constexpr unsigned off9 = (50L); 
# 22
n8 |= n8; 
# 23
long *w10 = (nullptr); 
# 24
if (((w10[n8]) > n8) && (sizeof(int) == (w10[5]))) { 
# 25
return; 
# 26
}  
# 27
n8 ^= (w10[n8]); 
# 28
} 
#endif
# 30 "v001857.cu"
template< class T, int N = 7> __attribute__((unused)) T 
# 31
tally11(T *buf12) {int volatile ___ = 1;(void)buf12;
# 42
::exit(___);}
#if 0
# 31
{ 
# 32
if ((buf12[0]) > N) { 
# 33
goto done14; 
# 34
}  
# 35
if ((static_cast< int>(buf12[2])) < (buf12[6])) { 
# 36
(buf12[2])++; 
# 37
auto tmp13 = 35; 
# 38
}  
# 39
(*buf12) = (7.0F); 
# 40
done14:; ; 
# 41
return buf12[4]; 
# 42
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 44 "v001857.cu"
template< class T, int N = 6> static void 
# 45
__wrapper__device_stub_relax15(T *&out16, int &len17) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 45
{ 
# 46
if (out16 == nullptr) { 
# 47
(*out16)++; 
# 48
}  
# 49
static_assert((sizeof(int) == (4)), "expected value");
# 50
int iter18 = 0; 
# 51
if (out16 == nullptr) { 
# 52
goto out20; 
# 53
}  
# 54
while (iter18 < (3 * 3)) { 
# 55
auto sum19 = len17; 
# 56
if (((sum19 <= 25) ? 41 : sum19) <= sum19) { 
# 57
return; 
# 58
}  
# 59
++iter18; 
# 60
}  
# 61
out20:; ; 
# 62
} 
#endif

#pragma GCC diagnostic pop

# 44 "v001857.cu"
template< class T, int N = 6> static void 
# 45
relax15(T *out16, int len17) {__wrapper__device_stub_relax15<T,N>(out16,len17);
# 62
return;}
#if 0
# 45
{ 
# 46
if (out16 == nullptr) { 
# 47
(*out16)++; 
# 48
}  
# 49
static_assert((sizeof(int) == (4)), "expected value");
# 50
int iter18 = 0; 
# 51
if (out16 == nullptr) { 
# 52
goto out20; 
# 53
}  
# 54
while (iter18 < (3 * 3)) { 
# 55
auto sum19 = len17; 
# 56
if (((sum19 <= 25) ? 41 : sum19) <= sum19) { 
# 57
return; 
# 58
}  
# 59
++iter18; 
# 60
}  
# 61
out20:; ; 
# 62
} 
#endif
# 64 "v001857.cu"
static void mix21_kernel(const long *src22) ;
#if 0
# 64
{ 
# 65
float h23 = (46); 
# 66
h23++; 
# 67
h23++; 
# 68
int r24 = h23; 
# 69
} 
#endif
# 70 "v001857.cu"
enum class Mode25 { 
# 71
Fast26 = 3, 
# 72
Idle27, 
# 73
Blue28, 
# 74
Mul29, 
# 75
On30
# 76
}; 
# 78
namespace detail31 { namespace sub32 { 
# 79
size_t host_spread33(bool b34) { 
# 80
const char *w35 = ("x=%d"); 
# 81
if (b34) { 
# 82
goto finish36; 
# 83
}  
# 84
(__cudaPushCallConfiguration(16, 512, 3 + 1021)) ? (void)0 : kick7_kernel(w35[1]); 
# 85
finish36:; ; 
# 86
return ((w35[0]) - 3) * (w35[0]); 
# 87
} 
# 89
__attribute__((visibility("hidden"))) void mix37_kernel(int lane38, const signed char *in39) ;
#if 0
# 89
{ 
# 90
__attribute__((unused)) extern int dyn_40[]; 
# 91
if (lane38 > (dyn_40[lane38])) { 
# 92
goto out43; 
# 93
}  
# 94
(dyn_40[6]) = (tally11(static_cast< long *>(nullptr))); 
# 95
lane38 = (dyn_40[lane38]); 
# 96
if ((lane38 % ((unsigned char)6)) >= (static_cast< float>(35))) { 
# 97
if (lane38 != 2U) { 
# 98
unsigned char u41 = lane38 * lane38; 
# 99
int s42 = (3275U); 
# 100
}  
# 101
}  
# 102
out43:; ; 
# 103
} 
#endif
# 104 "v001857.cu"
}}
# 106
int main() { 
# 107
int count44 = 2228; 
# 108
(__cudaPushCallConfiguration(2, 64, sizeof(float) * (256))) ? (void)0 : mix21_kernel(nullptr); 
# 109
count44--; 
# 110
count44++; 
# 111
count44 = 54; 
# 112
(__cudaPushCallConfiguration(2, 512)) ? (void)0 : relax15< int, 7> (&count44, detail31::sub32::host_spread33(count44 * count44)); 
# 113
(__cudaPushCallConfiguration(2, 3 + (3 + (35 + (3 + (3 + (3 + (3 + (3 + (3 + 5)))))))), 0)) ? (void)0 : detail31::sub32::mix37_kernel(count44, (const signed char *)nullptr); 
# 114
return 0; 
# 115
} 

# 1 "v001857.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e35708d9_10_v001857_cu_068b87d7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001857.cudafe1.stub.c"
#include "v001857.cudafe1.stub.c"
# 1 "v001857.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
