# 1 "v001154.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 9 "v001154.cu"
template< class T, int N = 6> static void 
# 10
__wrapper__device_stub_mix4(T &alpha5) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 10
{ 
# 11
unsigned tid6 = __device_builtin_variable_threadIdx.x; 
# 12
alpha5 = ((__device_builtin_variable_gridDim.x) + (15.5)); 
# 13
static_assert((47 > 46), "bad config");
# 14
alpha5 = tid6; 
# 15
alpha5 = alpha5; 
# 16
static_assert((2 > 1), "expected value");
# 17
alpha5 = N; 
# 18
} 
#endif

#pragma GCC diagnostic pop

# 9 "v001154.cu"
template< class T, int N = 6> static void 
# 10
mix4(T alpha5) {__wrapper__device_stub_mix4<T,N>(alpha5);
# 18
return;}
#if 0
# 10
{ 
# 11
unsigned tid6 = __device_builtin_variable_threadIdx.x; 
# 12
alpha5 = ((__device_builtin_variable_gridDim.x) + (15.5)); 
# 13
static_assert((47 > 46), "bad config");
# 14
alpha5 = tid6; 
# 15
alpha5 = alpha5; 
# 16
static_assert((2 > 1), "expected value");
# 17
alpha5 = N; 
# 18
} 
#endif
# 20 "v001154.cu"
namespace impl7 { namespace v8 { 
# 21
bool g_probe9 = false; 
# 23
float split10(unsigned b11, int count12, int *out13) { 
# 24
count12--; 
# 25
cudaStream_t v14 = (nullptr); 
# 26
int e15 = impl7::v8::g_probe9 * 23; 
# 27
int *lim16 = out13; 
# 28
return 10; 
# 29
} 
# 30
}}
# 31
static float d_pivot17; 
# 33
__attribute__((visibility("hidden"))) void tally18_kernel(const size_t *coef19) ;
#if 0
# 33
{ 
# 34
unsigned gid20 = __device_builtin_variable_threadIdx.x; 
# 35
if ((static_cast< unsigned char>(__device_builtin_variable_threadIdx.y)) & 1) { 
# 36
bool prod21 = d_pivot17 <= (16LL); 
# 37
}  
# 38
float u22 = (13) * ((gid20 + (50)) & (15)); 
# 39
} 
#endif
# 41 "v001154.cu"
static int check_fuse23(const unsigned *in24) { 
# 42
for (int it25 = 0, j26 = 5; it25 < j26; (++it25), (--j26)) { 
# 43
impl7::v8::g_probe9 = ((long)impl7::v8::split10(it25, impl7::v8::split10(j26, 24, (int *)nullptr), nullptr)); 
# 44
impl7::v8::g_probe9 = (((short)((int)11U)) % impl7::v8::g_probe9); 
# 45
if (impl7::v8::split10(impl7::v8::split10(0UL, impl7::v8::g_probe9, static_cast< int *>(nullptr)), impl7::v8::split10(12, 4, static_cast< int *>(nullptr)), nullptr) >= (53)) { 
# 46
(__cudaPushCallConfiguration(512, 64)) ? (void)0 : tally18_kernel(nullptr); 
# 47
}  
# 48
}  
# 49
impl7::v8::g_probe9 = impl7::v8::g_probe9; 
# 50
impl7::v8::g_probe9 = impl7::v8::g_probe9; 
# 51
return ((in24[0]) & (15)); 
# 52
} 
# 54
inline int mix27(bool a28, float a29, int n30 = -2216) { 
# 55
a29 = (((17.125F) + (n30 & 6)) + (static_cast< unsigned long>(n30 * 20))); 
# 56
float e31 = +((a29 += n30), n30); 
# 57
return ((a28 & 15) + 56) | (n30 % (n30 - n30)); 
# 58
} 
# 60
int fuse32(int count33, float beta34, float *acc35) { 
# 61
if (count33 & count33) { 
# 62
return mix27((acc35[count33]) - (true), (5.125F) + beta34, beta34); 
# 63
}  
# 64
for (int j36 = 0; j36 < count33; ++j36) { 
# 65
beta34 = (17.75F); 
# 66
count33 = (64L % j36); 
# 67
}  
# 68
return count33; 
# 69
} 
# 71
__attribute__((visibility("hidden"))) void reduce37(signed char *data38) ;
#if 0
# 71
{ 
# 72
int tid39 = __device_builtin_variable_threadIdx.x; 
# 73
d_pivot17 = (fuse32(55, ((*data38) ^ 3277L) - sizeof(float), static_cast< float *>(nullptr))); 
# 74
int hi40 = (42ULL); 
# 75
} 
#endif
# 77 "v001154.cu"
static void check_norm41(float q42, const unsigned long *coef43) { 
# 78
for (int it44 = 0; it44 < 12; ++it44) { 
# 79
fuse32(q42 + (55 * it44), (q42 * it44) / it44, &q42); 
# 80
}  
# 81
float *stride45 = &q42; 
# 82
(stride45[0]) = (22.5F); 
# 83
(__cudaPushCallConfiguration(4, sizeof(int) * (8))) ? (void)0 : reduce37(reinterpret_cast< signed char *>(stride45)); 
# 84
} 
# 86
int main() { 
# 87
int len46 = 3381; 
# 88
(__cudaPushCallConfiguration(sizeof(unsigned), sizeof(int) * (32), 0)) ? (void)0 : mix4< int, 6> (impl7::v8::g_probe9); 
# 89
impl7::v8::g_probe9 = ((false) * (~check_fuse23(nullptr))); 
# 90
auto t47 = impl7::v8::g_probe9 + ((impl7::v8::g_probe9 + len46) % (64 * impl7::v8::g_probe9)); 
# 91
const unsigned *diff48 = (static_cast< const unsigned *>(nullptr)); 
# 92
return 0; 
# 93
} 

# 1 "v001154.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d6edf6ff_10_v001154_cu_b16aa257
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001154.cudafe1.stub.c"
#include "v001154.cudafe1.stub.c"
# 1 "v001154.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
