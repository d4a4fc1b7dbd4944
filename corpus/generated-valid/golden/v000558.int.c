# 1 "v000558.cu"
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
# 8 "v000558.cu"
namespace util3 { 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 9
template< class T, int N = 7> static void 
# 10
__wrapper__device_stub_reduce4_kernel(T *&acc5, int &n6, int &count7, T *&buf8) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 10
{ 
# 11
unsigned i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
if (i9 >= count7) { 
# 13
return; 
# 14
}  
# 15
(acc5[5]) = (((float)(*acc5)) * (((count7 - (__device_builtin_variable_gridDim.x)) <= i9) ? n6 : 1U)); 
# 16
--(buf8[count7]); 
# 17
{ 
# 18
(acc5[6])--; 
# 19
(*acc5)++; 
# 20
} 
# 21
bool h10 = ((((__device_builtin_variable_blockDim.x) & (1)) ? __device_builtin_variable_blockIdx.x : (2)) | ((__device_builtin_variable_threadIdx.z) - (8))) * (((T)(__device_builtin_variable_blockIdx.x)) + count7); 
# 22
} 
#endif

#pragma GCC diagnostic pop

# 9 "v000558.cu"
template< class T, int N = 7> static void 
# 10
reduce4_kernel(T *acc5, int n6, int count7, T *buf8) {::util3::__wrapper__device_stub_reduce4_kernel<T,N>(acc5,n6,count7,buf8);
# 22
return;}
#if 0
# 10
{ 
# 11
unsigned i9 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 12
if (i9 >= count7) { 
# 13
return; 
# 14
}  
# 15
(acc5[5]) = (((float)(*acc5)) * (((count7 - (__device_builtin_variable_gridDim.x)) <= i9) ? n6 : 1U)); 
# 16
--(buf8[count7]); 
# 17
{ 
# 18
(acc5[6])--; 
# 19
(*acc5)++; 
# 20
} 
# 21
bool h10 = ((((__device_builtin_variable_blockDim.x) & (1)) ? __device_builtin_variable_blockIdx.x : (2)) | ((__device_builtin_variable_threadIdx.z) - (8))) * (((T)(__device_builtin_variable_blockIdx.x)) + count7); 
# 22
} 
#endif
# 23 "v000558.cu"
enum State11 { BLUE12, FAST13, RED14, HIGH15}; 
# 24
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 26
template< class T> static void 
# 27
__wrapper__device_stub_relax16(T *__restrict__ &acc17, T *&data18, T *&acc19) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 27
{ 
# 28
__attribute__((unused)) static long long sh_20[6][(util3::HIGH15) + ((util3::HIGH15) + ((util3::FAST13) + 10))]; 
# 29
--((sh_20[__device_builtin_variable_gridDim.x])[6]); 
# 30
(data18[3])++; 
# 31
int acc21(data18[__device_builtin_variable_blockDim.z]); 
# 32
(acc17[acc21]) = ((((sh_20[3])[__device_builtin_variable_threadIdx.y]) * ((sh_20[acc21])[9])) - ((float)acc21)); 
# 33
++(acc17[acc21 & 7]); 
# 34
} 
#endif

#pragma GCC diagnostic pop

# 26 "v000558.cu"
template< class T> static void 
# 27
relax16(T *__restrict__ acc17, T *data18, T *acc19) {__wrapper__device_stub_relax16<T>(acc17,data18,acc19);
# 34
return;}
#if 0
# 27
{ 
# 28
__attribute__((unused)) static long long sh_20[6][(util3::HIGH15) + ((util3::HIGH15) + ((util3::FAST13) + 10))]; 
# 29
--((sh_20[__device_builtin_variable_gridDim.x])[6]); 
# 30
(data18[3])++; 
# 31
int acc21(data18[__device_builtin_variable_blockDim.z]); 
# 32
(acc17[acc21]) = ((((sh_20[3])[__device_builtin_variable_threadIdx.y]) * ((sh_20[acc21])[9])) - ((float)acc21)); 
# 33
++(acc17[acc21 & 7]); 
# 34
} 
#endif
# 35 "v000558.cu"
__attribute__((section("__nv_managed_data__"))) static float *m_sweep22 = 0; 
# 42
__attribute__((visibility("hidden"))) void map_score24(unsigned *data, int n) ;
#if 0
# 42
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 44 "v000558.cu"
__attribute__((visibility("hidden"))) void decay25_kernel(float *dst26, float *dst27, int stride28, double *data29) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern float dyn_30[]; 
# 46
auto idx31 = *dst26; 
# 47
if ((*dst27) != (idx31 * (50UL))) { 
# 48
goto done32; 
# 49
}  
# 50
if (idx31 <= (dst26[stride28 & 7])) { 
# 51
return; 
# 52
}  
# 53
done32:; ; 
# 54
} 
#endif
# 55 "v000558.cu"
enum class Kind33: long { Slow34, On35, Busy36, High37}; 
# 57
namespace ops38 { 
# 58
typedef int idx39_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 60
template< class T, int N = 2> static void 
# 61
__wrapper__device_stub_sweep40(const T *__restrict__ &src41, unsigned *__restrict__ &data42, T *__restrict__ &buf43) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 61
{ 
# 62
__attribute__((unused)) extern idx39_t dyn_44[]; 
# 63
idx39_t gid45 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
auto off46 = (10.125F); 
# 65
{ 
# 66
--(dyn_44[0]); 
# 67
(++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22)))), ((buf43[gid45 & 7]) *= (5.25)); 
# 68
} 
# 69
const T *idx47 = buf43 + 0; 
# 70
(*data42)++; 
# 71
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22))); 
# 72
} 
#endif

#pragma GCC diagnostic pop

# 60 "v000558.cu"
template< class T, int N = 2> static void 
# 61
sweep40(const T *__restrict__ src41, unsigned *__restrict__ data42, T *__restrict__ buf43) {::ops38::__wrapper__device_stub_sweep40<T,N>(src41,data42,buf43);
# 72
return;}
#if 0
# 61
{ 
# 62
__attribute__((unused)) extern idx39_t dyn_44[]; 
# 63
idx39_t gid45 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 64
auto off46 = (10.125F); 
# 65
{ 
# 66
--(dyn_44[0]); 
# 67
(++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22)))), ((buf43[gid45 & 7]) *= (5.25)); 
# 68
} 
# 69
const T *idx47 = buf43 + 0; 
# 70
(*data42)++; 
# 71
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22))); 
# 72
} 
#endif
# 73 "v000558.cu"
}
# 75
inline float tally48(ops38::idx39_t lane49) { 
# 76
for (int it50 = 0, j51 = lane49; it50 < j51; (++it50), (--j51)) { 
# 77
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22))) += (((128 | lane49) - j51) - j51); 
# 78
}  
# 79
(__cudaPushCallConfiguration(dim3((util3::RED14) + 30, 1), 128, 128 + (128 + ((util3::RED14) + (128 + (128 + 510)))), nullptr)) ? (void)0 : decay25_kernel(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22))), nullptr, (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22))) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22))) + lane49), (double *)nullptr); 
# 80
--lane49; 
# 81
return (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22))) += (-(3.125F))), (8.25F)); 
# 82
} 
# 84
int main() { 
# 85
int size52 = 797; 
# 86
unsigned base53 = tally48((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22))) <= (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22)))) && (size52 >= 64)) ? tally48(41) : ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22))) + (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22))))); 
# 87
for (int n54 = 0; n54 < size52; n54 += 4) { 
# 88
if ((+n54) != 8) { 
# 89
return ((float)(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22)))) / tally48((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22)))); 
# 90
}  
# 91
if (base53 >= (17)) { 
# 92
return (6 >> base53) % size52; 
# 93
}  
# 94
}  
# 95
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22)))--; 
# 96
auto acc55 = 16; 
# 97
(__cudaPushCallConfiguration(256, ((util3::FAST13) + (util3::HIGH15)) * 8, sizeof(float) * (128), nullptr)) ? (void)0 : util3::reduce4_kernel(&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22))), (3153 * acc55) ^ (acc55 - (util3::BLUE12)), (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22))) + (1320ULL)) < (util3::RED14)) ? (base53 += acc55), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22))) : (acc55 & acc55), (float *)nullptr); 
# 98
(__cudaPushCallConfiguration(4, 128 * ((util3::FAST13) + ((util3::FAST13) + ((util3::FAST13) + 1))))) ? (void)0 : relax16< float> (&(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22))), &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22))), &(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_sweep22)))); 
# 99
(__cudaPushCallConfiguration((size52 + 255) / 256, 512)) ? (void)0 : map_score24(nullptr, tally48(tally48(base53))); 
# 100
return 0; 
# 101
} 

# 1 "v000558.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a1dd00e5_10_v000558_cu_20f8f655
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000558.cudafe1.stub.c"
#include "v000558.cudafe1.stub.c"
# 1 "v000558.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
