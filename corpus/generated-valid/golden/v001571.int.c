# 1 "v001571.cu"
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
# 7 "v001571.cu"
__attribute__((visibility("hidden"))) void shade2(const double *input3, int lane4, int *acc5, const unsigned *coef6) ;
#if 0
# 8
{ 
# 9
if (lane4 > (*acc5)) { 
# 10
lane4++; 
# 11
if ((coef6[lane4 & 7]) < lane4) { 
# 12
return; 
# 13
}  
# 14
} else { 
# 15
constexpr bool diff7 = (1); 
# 16
(acc5[lane4]) = 4956; 
# 17
}  
# 18
unsigned tmp8[8]{8U, (3663), (42), 5U, 7U, (18), (7), (25)}; 
# 19
} 
#endif
# 20 "v001571.cu"
__attribute__((section("__nv_managed_data__"))) static float (*m_merge9)[32] = 0; 
# 21
constexpr unsigned RADIUS10 = (16); 
# 22
static int d_decay11; 
# 24
namespace _GLOBAL__N__006217bb_10_v001571_cu_3825bb40 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__006217bb_10_v001571_cu_3825bb40; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__006217bb_10_v001571_cu_3825bb40 __attribute__((visibility("hidden")))  { 
# 25
static int d_gather12[16]; 
# 26
constexpr int STEPS13 = 7; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 28
template< class T, class U> static void 
# 29
__wrapper__device_stub_march14(T &q15, const T *&input16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
for (int n17 = 0, j18 = 7; n17 < j18; (++n17), (--j18)) { 
# 32
q15 = ((unsigned)((int)(28U % d_decay11))); 
# 33
if ((((d_gather12[14]) + 38L) + (d_decay11 * (d_gather12[j18 & 15]))) < ((*input16) * 45)) { 
# 34
d_decay11 &= (-6); 
# 35
q15 += (12.375); 
# 36
}  
# 37
q15 = ((22.5F) - d_decay11); 
# 38
}  
# 39
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge9)))[d_decay11 & 31]) <= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge9)))[30])) { 
# 40
return; 
# 41
}  
# 42
} 
#endif

#pragma GCC diagnostic pop

# 28 "v001571.cu"
template< class T, class U> static void 
# 29
march14(T q15, const T *input16) 
# 30
{::_GLOBAL__N__006217bb_10_v001571_cu_3825bb40::__wrapper__device_stub_march14<T,U>(q15,input16);
# 42
return;}
#if 0
# 30
{ 
# 31
for (int n17 = 0, j18 = 7; n17 < j18; (++n17), (--j18)) { 
# 32
q15 = ((unsigned)((int)(28U % d_decay11))); 
# 33
if ((((d_gather12[14]) + 38L) + (d_decay11 * (d_gather12[j18 & 15]))) < ((*input16) * 45)) { 
# 34
d_decay11 &= (-6); 
# 35
q15 += (12.375); 
# 36
}  
# 37
q15 = ((22.5F) - d_decay11); 
# 38
}  
# 39
if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge9)))[d_decay11 & 31]) <= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge9)))[30])) { 
# 40
return; 
# 41
}  
# 42
} 
#endif
# 43 "v001571.cu"
}
# 44
enum class Color19 { On20 = 3, Slow21, Idle22}; 
# 46
unsigned scatter23(char *data24) 
# 47
{ 
# 48
if ((*data24) != 44) { 
# 49
int f25 = (float)(data24[1]); 
# 50
const char *v26 = ("kernel\n"); 
# 51
} else { if (((int)((data24[5]) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge9)))[18]))) <= (63 % (data24[5]))) { 
# 52
} else { if (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge9)))[4]) != (data24[4])) { }  }  }  
# 53
return 5L; 
# 54
} 
# 56
__attribute__((visibility("hidden"))) void gather27(int *dst28, float *dst29) ;
#if 0
# 57
{ 
# 58
unsigned acc30 = dst28[6]; 
# 59
if (((d_gather12[d_decay11 & 15]) - 3144L) < acc30) { 
# 60
int hi31[3] = {}; 
# 61
}  
# 62
(dst28[acc30]) ^= RADIUS10; 
# 63
} 
#endif
# 65 "v001571.cu"
__attribute__((visibility("hidden"))) void grow32_kernel(signed char *__restrict__ buf33, Color19 a34, unsigned *data35, int lane36) ;
#if 0
# 66
{ 
# 67
signed char *stride37 = buf33 + (lane36 & 3); 
# 68
int pass38 = 0; 
# 69
while (pass38 < (STEPS13 + 1)) { 
# 71
#pragma unroll
for (
# 71
int n39 = 0, j40 = 15; n39 < j40; (++n39), (--j40)) { 
# 72
(buf33[j40]) &= (-(j40 - 54)); 
# 73
(*data35) += RADIUS10; 
# 74
}  
# 75
++pass38; 
# 76
}  
# 77
} 
#endif
# 79 "v001571.cu"
int main() 
# 80
{ 
# 81
int count41 = 83; 
# 82
if (count41 != RADIUS10) { 
# 83
(__cudaPushCallConfiguration(2 * 4, 512, sizeof(double) * (32))) ? (void)0 : gather27(&count41, nullptr); 
# 84
float *z42 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge9))); 
# 85
}  
# 86
(__cudaPushCallConfiguration(64, 128, 0, nullptr)) ? (void)0 : shade2((const double *)nullptr, STEPS13, &count41, nullptr); 
# 87
(__cudaPushCallConfiguration(4, 256)) ? (void)0 : march14< double, int> (scatter23(nullptr), (const double *)nullptr); 
# 88
(__cudaPushCallConfiguration(4, 32, 0, 0)) ? (void)0 : grow32_kernel((signed char *)nullptr, Color19::On20, nullptr, STEPS13); 
# 89
return 0; 
# 90
} 

# 1 "v001571.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__006217bb_10_v001571_cu_3825bb40
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001571.cudafe1.stub.c"
#include "v001571.cudafe1.stub.c"
# 1 "v001571.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
