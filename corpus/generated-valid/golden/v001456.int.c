# 1 "v001456.cu"
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
# 9 "v001456.cu"
__attribute__((visibility("hidden"))) void tile4_kernel(int count5, int lane6, float *buf7) ;
#if 0
# 9
{ 
# 10
int tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 11
if (tid8 >= count5) { 
# 12
return; }  
# 13
const unsigned diff9 = tid8; 
# 14
char tmp10[4] = {(57LL), static_cast< char>(diff9 % (3)), (char)(64L ^ (__device_builtin_variable_threadIdx.x))}; 
# 15
if ((buf7 == (nullptr)) && ((61) < diff9)) { 
# 16
return; }  
# 17
__attribute__((unused)) static long long sh_11; 
# 18
if (sh_11) { 
# 19
goto skip12; 
# 20
}  
# 21
if (((int)(buf7[0])) != (__device_builtin_variable_blockDim.x)) { 
# 22
return; }  
# 23
skip12:; ; 
# 24
} 
#endif
# 26 "v001456.cu"
struct Body13 { 
# 27
int mass14; 
# 28
int vel15, sum16; 
# 29
}; 
# 31
template< class T> 
# 32
struct Particle17 { 
# 33
T flag18; 
# 34
int vel19; 
# 35
}; 
# 42
__attribute__((visibility("hidden"))) void map_norm21(double *data, int n) ;
#if 0
# 42
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((double)((data[i]) - ((double)1))); }  } 
#endif
# 44 "v001456.cu"
__attribute__((visibility("hidden"))) void decay22(double *out23, const int *in24, int *dst25) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern double dyn_26[]; 
# 46
int tid27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
if (((dyn_26[tid27 & 7]) - (13L)) < (out23[tid27])) { 
# 48
return; }  
# 49
(dyn_26[1]) = (tid27 | (*dst25)); 
# 50
(dyn_26[tid27]) = (33); 
# 51
__attribute__((unused)) static float sh_28; 
# 52
(*dst25)--; 
# 53
static_assert(((19 * 2) > 37));
# 54
} 
#endif
# 56 "v001456.cu"
static void decay29(int n30, int len31) ;
#if 0
# 56
{ 
# 57
int tid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 58
Particle17< long>  t33 = Particle17< long> {static_cast< long>(__device_builtin_variable_blockDim.z), ((int)(-38))}; 
# 59
++n30; 
# 60
t33 = Particle17< long> {((long)15), 32}; 
# 61
} 
#endif
# 63 "v001456.cu"
inline unsigned pivot34(int lane35, int stride36) { 
# 64
unsigned f37 = (!(stride36 & 1)) ? 57 - stride36 : 21UL; 
# 65
unsigned u38[3] = {}; 
# 66
return ((u38[0]) + (18)) + 8LL; 
# 67
} 
# 69
static void sweep39_kernel(const double *coef40, int stride41, int len42, float q43) ;
#if 0
# 69
{ 
# 70
__attribute__((unused)) extern float dyn_44[]; 
# 71
q43 += (dyn_44[6]); 
# 72
Body13 diff45 = Body13{}; 
# 73
__attribute__((unused)) static unsigned sh_46; 
# 74
double idx47 = (+pivot34(q43, 25U)) * pivot34(stride41, 4926); 
# 75
pivot34(526, (sizeof(Body13)) - (dyn_44[len42])); 
# 76
} 
#endif
# 78 "v001456.cu"
int main() { 
# 79
int len48 = 326; 
# 80
if (39UL >= len48) { 
# 81
return len48 - len48; }  
# 82
constexpr int lim49 = 14; 
# 83
const int *s50 = &len48; 
# 84
(__cudaPushCallConfiguration(((dim3)((len48 + 31) / 32)), ((dim3)((len48 + 255) / 256)), sizeof(float) * (128), 0)) ? (void)0 : tile4_kernel((7 + (s50[4])) * 3751U, pivot34(sizeof(Particle17< long> ), lim49), nullptr); 
# 85
(__cudaPushCallConfiguration(1 << 9, 256, 1024)) ? (void)0 : map_norm21((double *)nullptr, sizeof(unsigned) >> len48); 
# 86
(__cudaPushCallConfiguration((len48 + 31) / 32, 32, 0, (cudaStream_t)0)) ? (void)0 : decay22(nullptr, &len48, &len48); 
# 87
return 0; 
# 88
} 

# 1 "v001456.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2c29afc7_10_v001456_cu_9362f401
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001456.cudafe1.stub.c"
#include "v001456.cudafe1.stub.c"
# 1 "v001456.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
