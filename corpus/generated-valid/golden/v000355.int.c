# 1 "v000355.cu"
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
# 7 "v000355.cu"
static int c_accum3[2]; 
# 8
double g_fuse4 = (40U); 
# 10
namespace _GLOBAL__N__85ee3b25_10_v000355_cu_c_accum3 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__85ee3b25_10_v000355_cu_c_accum3; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__85ee3b25_10_v000355_cu_c_accum3 __attribute__((visibility("hidden")))  { 
# 11
static float check_sweep5(const int *input6, unsigned char b7, float a8) 
# 12
{ 
# 13
++g_fuse4; 
# 14
unsigned flag9(b7 + 49); 
# 15
return ((2053 + (input6[b7 & 7])) & (flag9 % sizeof(float))) >> (b7 << b7); 
# 16
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18
template< class T> static void 
# 19
__wrapper__device_stub_norm10(T &beta11, const T *&coef12) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 20
{ 
# 21
beta11 = (((c_accum3[__device_builtin_variable_threadIdx.y]) < ((beta11 += beta11), 19)) ? ((__device_builtin_variable_threadIdx.x) << 1) * (c_accum3[(__device_builtin_variable_blockIdx.x) & (1)]) : ((c_accum3[__device_builtin_variable_threadIdx.y]) + 13)); 
# 22
int pass13 = 0; 
# 23
do { 
# 24
++beta11; 
# 25
beta11 = (2.75F); 
# 26
beta11++; 
# 27
++pass13; 
# 28
} while ((pass13 < 10) && ((__device_builtin_variable_blockDim.x) < (48))); 
# 29
int v14 = ((coef12[pass13]) + ((__device_builtin_variable_threadIdx.z) >> 4)) * (((c_accum3[__device_builtin_variable_warpSize]) < 1) ? c_accum3[__device_builtin_variable_warpSize] : 1); 
# 30
int prod15 = (1879ULL - (pass13 | 1)) * (((v14 - (coef12[v14])) != (__device_builtin_variable_threadIdx.x)) ? c_accum3[(__device_builtin_variable_threadIdx.x) & (1)] : 2521); 
# 31
} 
#endif

#pragma GCC diagnostic pop

# 18 "v000355.cu"
template< class T> static void 
# 19
norm10(T beta11, const T *coef12) 
# 20
{::_GLOBAL__N__85ee3b25_10_v000355_cu_c_accum3::__wrapper__device_stub_norm10<T>(beta11,coef12);
# 31
return;}
#if 0
# 20
{ 
# 21
beta11 = (((c_accum3[__device_builtin_variable_threadIdx.y]) < ((beta11 += beta11), 19)) ? ((__device_builtin_variable_threadIdx.x) << 1) * (c_accum3[(__device_builtin_variable_blockIdx.x) & (1)]) : ((c_accum3[__device_builtin_variable_threadIdx.y]) + 13)); 
# 22
int pass13 = 0; 
# 23
do { 
# 24
++beta11; 
# 25
beta11 = (2.75F); 
# 26
beta11++; 
# 27
++pass13; 
# 28
} while ((pass13 < 10) && ((__device_builtin_variable_blockDim.x) < (48))); 
# 29
int v14 = ((coef12[pass13]) + ((__device_builtin_variable_threadIdx.z) >> 4)) * (((c_accum3[__device_builtin_variable_warpSize]) < 1) ? c_accum3[__device_builtin_variable_warpSize] : 1); 
# 30
int prod15 = (1879ULL - (pass13 | 1)) * (((v14 - (coef12[v14])) != (__device_builtin_variable_threadIdx.x)) ? c_accum3[(__device_builtin_variable_threadIdx.x) & (1)] : 2521); 
# 31
} 
#endif
# 32 "v000355.cu"
}
# 33
using ptr16_t = double *; 
# 35
__attribute__((visibility("hidden"))) void trace17(const float *input18, const float *__restrict__ src19, float *acc20) ;
#if 0
# 36
{ 
# 37
unsigned i21 = __device_builtin_variable_threadIdx.x; 
# 38
static_assert((sizeof(int) == (4)));
# 39
(*acc20) = (input18[7]); 
# 40
(acc20[i21])--; 
# 41
} 
#endif
# 43 "v000355.cu"
void check_pivot22(int stride23) 
# 44
{ 
# 45
static_assert((41 == 41));
# 46
(__cudaPushCallConfiguration(1 << 1, 128 + 384)) ? (void)0 : norm10(static_cast< long>((stride23 & 1) ? '\?' : sizeof(int)), (const long *)nullptr); 
# 47
stride23 = ((u'\x41') | (stride23 & (2 - stride23))); 
# 48
check_sweep5(&stride23, stride23, 128); 
# 49
g_fuse4 = (check_sweep5(&stride23, ((stride23 < stride23) && (35 != stride23)) ? check_sweep5(&stride23, stride23, 128) : g_fuse4, 53LL << ((stride23 & 1) ? 8U : stride23))); 
# 50
unsigned short s24[3]{(3242), (549L), (11)}; 
# 51
float t25 = (0.0F) / ((g_fuse4 += (61ULL)), check_sweep5(nullptr, s24[stride23], s24[0])); 
# 52
} 
# 54
int main() 
# 55
{ 
# 56
int count26 = 3902; 
# 57
count26 = ((count26 += 64), check_sweep5(&count26, (g_fuse4 < g_fuse4) ? g_fuse4 : g_fuse4, count26 * g_fuse4)); 
# 58
double flag27 = (63UL); 
# 59
float mid28[8] = {}; 
# 60
int hi29[3] = {}; 
# 61
if (hi29[0]) { 
# 62
return count26 ^ 40L; 
# 63
}  
# 64
(__cudaPushCallConfiguration(1, 64, 0, 0)) ? (void)0 : norm10((5.0), (const double *)nullptr); 
# 65
(__cudaPushCallConfiguration(32, 1 << 9, 0, nullptr)) ? (void)0 : trace17(nullptr, mid28, (float *)nullptr); 
# 66
return 0; 
# 67
} 

# 1 "v000355.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__85ee3b25_10_v000355_cu_c_accum3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000355.cudafe1.stub.c"
#include "v000355.cudafe1.stub.c"
# 1 "v000355.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
