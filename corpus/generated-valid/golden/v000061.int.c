# 1 "v000061.cu"
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
# 13 "v000061.cu"
struct __attribute((aligned(8))) Cell5 { 
# 14
unsigned short sum6; 
# 15
unsigned long count7; 
# 16
int count8; 
# 17
}; 
# 18
__attribute__((section("__nv_managed_data__"))) static bool (*m_mix9)[4] = 0; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 20
template< class T, int N = 7> static void 
# 21
__wrapper__device_stub_bump10(const T *&input11, float *&acc12, int &lane13) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern int dyn_14[]; 
# 23
float hi15 = (-(2.25F)); 
# 24
if (unsigned lim16 = (N); (((*acc12) + (N)) - (127)) <= (3)) { 
# 25
(acc12[lane13]) = (8); 
# 26
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix9)))[3]) = ((39LL >> ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix9)))[2])) > lim16); 
# 27
}  
# 28
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix9)))[lane13]) = (!((((*input11) == hi15) || (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix9)))[2]) == N)) && (lane13 != 3))); 
# 29
} 
#endif

#pragma GCC diagnostic pop

# 20 "v000061.cu"
template< class T, int N = 7> static void 
# 21
bump10(const T *input11, float *acc12, int lane13) {__wrapper__device_stub_bump10<T,N>(input11,acc12,lane13);
# 29
return;}
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern int dyn_14[]; 
# 23
float hi15 = (-(2.25F)); 
# 24
if (unsigned lim16 = (N); (((*acc12) + (N)) - (127)) <= (3)) { 
# 25
(acc12[lane13]) = (8); 
# 26
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix9)))[3]) = ((39LL >> ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix9)))[2])) > lim16); 
# 27
}  
# 28
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix9)))[lane13]) = (!((((*input11) == hi15) || (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix9)))[2]) == N)) && (lane13 != 3))); 
# 29
} 
#endif
# 31 "v000061.cu"
struct alignas(16) Stats17 { 
# 32
unsigned flag18; 
# 33
float vel19; 
# 34
unsigned short sum20; 
# 35
}; 
# 36
static int c_pivot21[2]; 
# 43
__attribute__((visibility("hidden"))) void map_fold23(float *data, int n) ;
#if 0
# 43
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) * ((float)2)); }  } 
#endif
# 45 "v000061.cu"
namespace impl24 { 
# 46
__attribute__((visibility("hidden"))) void fold25(const int *in26, int stride27, int *data28) ;
#if 0
# 46
{ 
# 47
long long *e29 = (static_cast< long long *>(nullptr)); 
# 48
int f30 = data28[stride27 & 7]; 
# 49
int cnt31 = (' '); 
# 50
(*data28) = ((9 - ((c_pivot21[1]) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix9)))[1]))) - stride27); 
# 51
++cnt31; 
# 52
static_assert((55 == 55));
# 53
cnt31 = (*data28); 
# 54
} 
#endif
# 55 "v000061.cu"
static float c_split32[2]; 
# 56
}
# 57
static int d_split33[16]; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 60
template< class T> static void 
# 61
__wrapper__device_stub_sweep34(const T *&coef35, int &count36, int &count37, float &a38) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 61
{ 
# 62
if ((impl24::c_split32[1]) <= ((4) * a38)) { 
# 63
count36--; 
# 64
double r39 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix9)))[count37]; 
# 65
++count36; 
# 66
} else { 
# 67
}  
# 68
} 
#endif

#pragma GCC diagnostic pop

# 60 "v000061.cu"
template< class T> static void 
# 61
sweep34(const T *coef35, int count36, int count37, float a38) {__wrapper__device_stub_sweep34<T>(coef35,count36,count37,a38);
# 68
return;}
#if 0
# 61
{ 
# 62
if ((impl24::c_split32[1]) <= ((4) * a38)) { 
# 63
count36--; 
# 64
double r39 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix9)))[count37]; 
# 65
++count36; 
# 66
} else { 
# 67
}  
# 68
} 
#endif
# 70 "v000061.cu"
namespace ops40 { namespace v41 { 
# 71
__attribute__((visibility("hidden"))) void scale42_kernel(double b43, int *dst44, int count45, int count46) ;
#if 0
# 71
{ 
# 72
b43 = (16 << count46); 
# 73
(*dst44) = (sizeof(Cell5)); 
# 74
(d_split33[count45 & 15]) = count46; 
# 75
} 
#endif
# 76 "v000061.cu"
enum Op47 { 
# 77
IDLE48, 
# 78
BLUE49, 
# 79
LOW50, 
# 80
BUSY51 = 6, 
# 81
ON52
# 82
}; 
# 83
}}
# 85
int main() { 
# 86
int n53 = 1596; 
# 87
n53 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix9)))[1]); 
# 88
size_t *q54 = (nullptr); 
# 89
(__cudaPushCallConfiguration(4 + 12, (ops40::v41::ON52) + 25)) ? (void)0 : bump10< int, 6> (nullptr, static_cast< float *>(nullptr), q54[1]); 
# 90
(__cudaPushCallConfiguration((n53 + 31) / 32, sizeof(int) * ((ops40::v41::ON52) + 121))) ? (void)0 : map_fold23(nullptr, static_cast< float>((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_mix9)))[n53 & 3])); 
# 91
(__cudaPushCallConfiguration(64, 1 << 8, 1024, nullptr)) ? (void)0 : impl24::fold25(nullptr, q54[6], nullptr); 
# 92
return 0; 
# 93
} 

# 1 "v000061.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__cbb8a40c_10_v000061_cu_36f3a0e1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000061.cudafe1.stub.c"
#include "v000061.cudafe1.stub.c"
# 1 "v000061.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
