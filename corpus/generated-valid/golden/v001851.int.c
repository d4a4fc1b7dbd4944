# 1 "v001851.cu"
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
# 7 "v001851.cu"
__attribute__((visibility("hidden"))) void score2_kernel(int count3, const float *coef4, int *buf5, double *dst6) ;
#if 0
# 7
{ 
# 8
int tid7 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 9
if (tid7 >= count3) { 
# 10
return; }  
# 11
int prod8 = count3; 
# 12
prod8 = (coef4[4]); 
# 13
size_t lim9 = prod8; 
# 14
} 
#endif
# 16 "v001851.cu"
namespace impl10 { 
# 17
enum class Mode11 { Low12, Green13 = 2}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 19
template< class T, int N> static void 
# 20
__wrapper__device_stub_sweep14_kernel(T &cfg15, float &a16) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern int dyn_17[]; 
# 22
int idx18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
for (int j19 = idx18; j19 > 0; --j19) { 
# 24
int z20 = j19; 
# 25
}  
# 26
bool sum21 = (dyn_17[4]) < 58; 
# 27
cfg15 = (__device_builtin_variable_blockIdx.x); 
# 28
if ((44 + sum21) > ((static_cast< double>(a16)) + (N))) { 
# 29
Mode11 prod22 = impl10::Mode11::Green13; 
# 30
cfg15 /= ((N) * a16); 
# 31
} else { 
# 32
}  
# 33
} 
#endif

#pragma GCC diagnostic pop

# 19 "v001851.cu"
template< class T, int N> static void 
# 20
sweep14_kernel(T cfg15, float a16) {::impl10::__wrapper__device_stub_sweep14_kernel<T,N>(cfg15,a16);
# 33
return;}
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern int dyn_17[]; 
# 22
int idx18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
for (int j19 = idx18; j19 > 0; --j19) { 
# 24
int z20 = j19; 
# 25
}  
# 26
bool sum21 = (dyn_17[4]) < 58; 
# 27
cfg15 = (__device_builtin_variable_blockIdx.x); 
# 28
if ((44 + sum21) > ((static_cast< double>(a16)) + (N))) { 
# 29
Mode11 prod22 = impl10::Mode11::Green13; 
# 30
cfg15 /= ((N) * a16); 
# 31
} else { 
# 32
}  
# 33
} 
#endif
# 35 "v001851.cu"
inline float kick23(unsigned long *out24) { 
# 36
(*out24) = ((10) - (out24[7])); 
# 37
for (int j25 = 0; j25 < 2; j25++) { 
# 38
const int cnt26 = (((out24[j25 & 7]) += j25), 27UL) - (j25 - j25); 
# 39
char *acc27 = (static_cast< char *>(nullptr)); 
# 40
}  
# 41
return *out24; 
# 42
} 
# 43
}
# 45
__attribute__((visibility("hidden"))) void drift28_kernel(long a29, const long long *__restrict__ src30, int *data31) ;
#if 0
# 45
{ 
# 46
unsigned tid32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
--(data31[(__device_builtin_variable_blockDim.x) & (7)]); 
# 48
a29 = ((30LL < ((*data31) - 2907)) ? data31[a29 & (7)] : (9 - (*data31))); 
# 49
} 
#endif
# 51 "v001851.cu"
unsigned score33(const long *input34, long *dst35) { 
# 52
static int lim36 = 61; 
# 53
for (int i37 = 0; i37 < lim36; ++i37) { 
# 54
(__cudaPushCallConfiguration(2, sizeof(int) * (16))) ? (void)0 : impl10::sweep14_kernel< float, 6> (((*input34) - i37) % (5), -(21.125F)); 
# 55
(__cudaPushCallConfiguration((i37 + 63) / 64, 128)) ? (void)0 : score2_kernel(*input34, static_cast< const float *>(nullptr), (int *)nullptr, nullptr); 
# 56
}  
# 57
(__cudaPushCallConfiguration((lim36 + 31) / 32, 256, 0, nullptr)) ? (void)0 : drift28_kernel(lim36, static_cast< const long long *>(nullptr), nullptr); 
# 58
--(dst35[2]); 
# 59
(*dst35) = (impl10::kick23(static_cast< size_t *>(nullptr))); 
# 60
return ((lim36 += lim36), lim36); 
# 61
} 
# 63
int main() { 
# 64
int len38 = 1387; 
# 65
int w39 = 0; 
# 66
while (w39 < len38) { 
# 67
long acc40 = (len38 + w39) + ((18UL + len38) * (len38 | w39)); 
# 68
impl10::Mode11 m41 = impl10::Mode11::Low12; 
# 69
++w39; 
# 70
}  
# 71
return 0; 
# 72
} 

# 1 "v001851.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c63c5705_10_v001851_cu_526818bc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001851.cudafe1.stub.c"
#include "v001851.cudafe1.stub.c"
# 1 "v001851.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
