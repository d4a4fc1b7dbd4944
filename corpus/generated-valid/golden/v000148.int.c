# 1 "v000148.cu"
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
# 11 "v000148.cu"
typedef double real4_t; 
# 13
__attribute__((visibility("hidden"))) void sift5(long b6, int *__restrict__ dst7, int lane8, int count9) ;
#if 0
# 13
{ 
# 14
int gid10 = __device_builtin_variable_threadIdx.x; 
# 15
if (gid10 >= count9) { 
# 16
return; 
# 17
}  
# 18
double sum11 = ((34 * lane8) + 64) * 3; 
# 19
int stride12(((int)32)); 
# 20
int mid13 = lane8 << sizeof(int); 
# 21
stride12 = ((((float)(-(dst7[stride12]))) < (lane8 * (__device_builtin_variable_threadIdx.y))) ? dst7[0] : sizeof(int)); 
# 22
b6 = lane8; 
# 23
float lim14[7] = {}; 
# 24
} 
#endif
# 26 "v000148.cu"
void check_fold15(const int *input16, long alpha17, const unsigned long long *__restrict__ coef18) { 
# 27
dim3 mid19((alpha17 + (31)) / (32), 8 * 8); 
# 28
alpha17 = ((((*coef18) - (*input16)) - (8 * 2)) - (input16[alpha17])); 
# 29
} 
# 31
__attribute__((visibility("hidden"))) void smooth20_kernel(int n21) ;
#if 0
# 31
{ 
# 32
int i22 = __device_builtin_variable_threadIdx.x; 
# 33
n21 = 27; 
# 34
if (__device_builtin_variable_warpSize >= (8 * 2)) { 
# 35
return; 
# 36
}  
# 37
} 
#endif
# 39 "v000148.cu"
int host_sweep23(float a24, int count25, double *__restrict__ dst26) { 
# 40
(dst26[2]) = a24; 
# 41
do { (*dst26) += (a24 - (6.875F)); } while (0); 
# 42
for (int j27 = 0; j27 < count25; ++j27) { 
# 43
(__cudaPushCallConfiguration(dim3(1 << 7, 512, 128), 32)) ? (void)0 : smooth20_kernel(64 / j27); 
# 44
for (int i28 = 0; i28 < count25; ++i28) { 
# 45
float lo29 = j27 * (count25 - j27); 
# 46
(__cudaPushCallConfiguration((i28 + 31) / 32, 1 << 6)) ? (void)0 : sift5((48) * a24, reinterpret_cast< int *>(dst26), i28, lo29); 
# 47
}  
# 48
}  
# 49
return (3916U % count25) << 0; 
# 50
} 
# 53
static void kick30_kernel(int lane31, int count32, const int *in33, float *__restrict__ dst34) ;
#if 0
# 53
{ 
# 54
unsigned gid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
count32 = ('#'); 
# 56
do { lane31 += 17; } while (0); 
# 57
long long m36 = 6 >> lane31; 
# 58
constexpr unsigned short hi37 = (41); 
# 59
count32 = (hi37 * (((float)(dst34[4])) / (('#') * (__device_builtin_variable_blockIdx.x)))); 
# 60
m36 = (64); 
# 61
if ((lane31 < (__device_builtin_variable_gridDim.x)) && (gid35 >= (8 * 2))) { 
# 62
return; 
# 63
}  
# 64
} 
#endif
# 66 "v000148.cu"
namespace img38 { 
# 67
__attribute__((section("__nv_managed_data__"))) static int *m_pack39 = 0; 
# 68
static float c_shade40[2]; 
# 69
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 71
template< class T, int N> static void 
# 72
__wrapper__device_stub_step41_kernel(const T *&coef42) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 72
{ 
# 73
int gid43 = __device_builtin_variable_threadIdx.x; 
# 74
T w44{(static_cast< T>(N))}; 
# 75
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img38::m_pack39))) = (20U); 
# 76
w44 = N; 
# 77
w44 = (((51UL - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img38::m_pack39)))) + (__device_builtin_variable_gridDim.z)) % (((!coef42) ? gid43 : 21UL) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img38::m_pack39))) - 53UL))); 
# 78
} 
#endif

#pragma GCC diagnostic pop

# 71 "v000148.cu"
template< class T, int N> static void 
# 72
step41_kernel(const T *coef42) {__wrapper__device_stub_step41_kernel<T,N>(coef42);
# 78
return;}
#if 0
# 72
{ 
# 73
int gid43 = __device_builtin_variable_threadIdx.x; 
# 74
T w44{(static_cast< T>(N))}; 
# 75
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img38::m_pack39))) = (20U); 
# 76
w44 = N; 
# 77
w44 = (((51UL - (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img38::m_pack39)))) + (__device_builtin_variable_gridDim.z)) % (((!coef42) ? gid43 : 21UL) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img38::m_pack39))) - 53UL))); 
# 78
} 
#endif
# 80 "v000148.cu"
int main() { 
# 81
int size45 = 3074; 
# 82
const char q46 = (+((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img38::m_pack39))) >> size45)) + size45; 
# 83
for (int j47 = 0; j47 < 14; ++j47) { 
# 84
if (61 >= q46) { 
# 85
return 56 - (j47 - 42); 
# 86
}  
# 87
(__cudaPushCallConfiguration(1 << 7, 256 * 2)) ? (void)0 : step41_kernel< double, 6> (nullptr); 
# 88
}  
# 89
size45 = (3657LL); 
# 90
(__cudaPushCallConfiguration(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img38::m_pack39))) + 31) / 32, dim3(2, (size45 + 31) / 32))) ? (void)0 : kick30_kernel(q46, (2) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (img38::m_pack39))) * 36L), (const int *)nullptr, nullptr); 
# 91
return 0; 
# 92
} 

# 1 "v000148.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__072c6b43_10_v000148_cu_49cd5fd8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000148.cudafe1.stub.c"
#include "v000148.cudafe1.stub.c"
# 1 "v000148.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
