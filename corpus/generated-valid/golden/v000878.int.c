# 1 "v000878.cu"
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
# 26 "v000878.cu"
__attribute__((visibility("hidden"))) void merge10_kernel(int count11, const int *in12) ;
#if 0
# 26
{ 
# 27
int idx13 = __device_builtin_variable_threadIdx.x; 
# 28
if (idx13 >= count11) { 
# 29
return; 
# 30
}  
# 31
float f14 = idx13; 
# 32
count11 = (((unsigned)(+count11)) * (*in12)); 
# 33
--f14; 
# 34
} 
#endif
# 35 "v000878.cu"
__attribute__((section("__nv_managed_data__"))) static double *m_fold15 = 0; 
# 37
__attribute__((visibility("hidden"))) void apply16(const short *in17, int stride18, const int *input19) ;
#if 0
# 37
{ 
# 38
int tid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
if (tid20 >= stride18) { 
# 40
return; 
# 41
}  
# 42
float idx21 = __device_builtin_variable_threadIdx.z; 
# 43
if ((!((__device_builtin_variable_gridDim.x) < (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold15))))) && (idx21 < (62)) && ((__device_builtin_variable_blockDim.x) > (__device_builtin_variable_gridDim.z))) { 
# 44
for (int i22 = (4 + 5); i22 > 0; --i22) { 
# 45
stride18 = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold15))) + (4)); 
# 46
stride18 = (idx21 * (40L)); 
# 47
idx21 = stride18; 
# 48
}  
# 49
}  
# 50
} 
#endif
# 52 "v000878.cu"
__attribute__((unused)) void spread23(long q24, bool alpha25) {int volatile ___ = 1;(void)q24;(void)alpha25;
# 66
::exit(___);}
#if 0
# 52
{ 
# 53
float idx26 = ((int)q24) | 3510; 
# 54
if (!alpha25) { 
# 55
const long *diff27 = (nullptr); 
# 56
}  
# 57
if (('\"') == ((int)((q24 += 29UL), q24))) { 
# 58
auto k28 = (4) - (alpha25 + q24); 
# 59
}  
# 60
float off29 = idx26; 
# 61
if (((__device_builtin_variable_threadIdx.y) - (32)) < q24) { 
# 62
goto skip30; 
# 63
}  
# 64
(++idx26), (off29 /= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold15)))); 
# 65
skip30:; ; 
# 66
} 
#endif
# 67 "v000878.cu"
enum Op31 { OFF32, BLUE33 = 3, HIGH34, FAST35}; 
# 69
__attribute__((visibility("hidden"))) void split36_kernel(int lane37) ;
#if 0
# 69
{ 
# 70
int gid38 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 71
if (gid38 >= lane37) { 
# 72
return; 
# 73
}  
# 74
double diff39 = ((12.875F)); 
# 75
long res40 = (((diff39 += (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold15)))), __device_builtin_variable_warpSize)); 
# 76
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold15))) += (4 << (lane37 | ((1) + res40))); 
# 77
if ((lane37 | (__device_builtin_variable_threadIdx.x)) >= diff39) { 
# 78
return; 
# 79
}  
# 80
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 82 "v000878.cu"
template< class T, int N> static void 
# 83
__wrapper__device_stub_decay41(const T *&src42) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 83
{ 
# 84
int i43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 85
Op31 q44 = HIGH34; 
# 86
q44 = BLUE33; 
# 87
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold15))) /= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold15))); 
# 88
if (i43 >= q44) { 
# 89
return; 
# 90
}  
# 91
} 
#endif

#pragma GCC diagnostic pop

# 82 "v000878.cu"
template< class T, int N> static void 
# 83
decay41(const T *src42) {__wrapper__device_stub_decay41<T,N>(src42);
# 91
return;}
#if 0
# 83
{ 
# 84
int i43 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 85
Op31 q44 = HIGH34; 
# 86
q44 = BLUE33; 
# 87
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold15))) /= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold15))); 
# 88
if (i43 >= q44) { 
# 89
return; 
# 90
}  
# 91
} 
#endif
# 93 "v000878.cu"
static int merge45(Op31 b46, int stride47) { 
# 94
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold15))) -= (((size_t)(stride47 ^ stride47)) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold15)))); 
# 95
for (int i48 = 3; i48 > 0; --i48) { 
# 96
for (int i49 = 0, j50 = (3 + 12); i49 < j50; (++i49), (--j50)) { 
# 97
(__cudaPushCallConfiguration(((dim3)((FAST35) + 27)), (HIGH34) + 124)) ? (void)0 : apply16((const short *)nullptr, (62 + i48) | stride47, nullptr); 
# 98
}  
# 99
}  
# 100
int h51 = (OFF32) + b46; 
# 101
return (4537) + (((int)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold15)))) * (+(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold15))))); 
# 102
} 
# 104
int main() { 
# 105
int len52 = 598; 
# 106
auto fn54 = []()->unsigned { 
# 107
(__cudaPushCallConfiguration((3 + 1) * (3 + 1), 1 << 8)) ? (void)0 : merge10_kernel(30, nullptr); 
# 108
int v53{1}; 
# 109
return v53; 
# 110
} ; typedef decltype(fn54) __T0;
# 111
if (len52 * 32UL) { 
# 112
double flag55 = 57LL & len52; 
# 113
unsigned char w56 = ~((int)(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold15))) == (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold15)))) ? 40UL : (' '))); 
# 114
}  
# 115
(__cudaPushCallConfiguration(((dim3)((len52 + 255) / 256)), 4 + (3 + ((BLUE33) + 22)))) ? (void)0 : decay41< unsigned, 1> ((const unsigned *)nullptr); 
# 116
dim3 z57 = ((dim3)((len52 + 127) / 128)); 
# 117
(__cudaPushCallConfiguration(dim3(512, 1 << (3 + (FAST35))), (HIGH34) + (3 + 505), sizeof(double) * (64), 0)) ? (void)0 : split36_kernel((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_fold15)))); 
# 118
return 0; 
# 119
} 

# 1 "v000878.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6783405b_10_v000878_cu_1663fa81
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000878.cudafe1.stub.c"
#include "v000878.cudafe1.stub.c"
# 1 "v000878.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
