# 1 "v002127.cu"
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
# 13 "v002127.cu"
__attribute__((visibility("hidden"))) void clamp4_kernel(int lane5, const int *input6, int stride7, const unsigned long *__restrict__ input8) ;
#if 0
# 14
{ 
# 15
__attribute__((unused)) extern int dyn_9[]; 
# 16
auto res10 = ((((dyn_9[lane5 & 7]) += sizeof(int)), 37ULL) ^ (sizeof(float))) * (__alignof__(float) - (dyn_9[0])); 
# 17
lane5 = ((sizeof(int) * (*input8)) * ((int)(lane5 - lane5))); 
# 18
for (int it11 = 0; it11 < 7; it11++) { 
# 19
lane5 = 3646; 
# 20
(dyn_9[6]) |= (((dyn_9[res10]) += (*input8)), ((stride7 += 9L), 31UL)); 
# 21
}  
# 22
lane5 = (((float)(18 - (input6[stride7 & 7]))) * (783)); 
# 23
} 
#endif
# 25 "v002127.cu"
namespace _GLOBAL__N__47909f9c_10_v002127_cu_6dff0559 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__47909f9c_10_v002127_cu_6dff0559; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__47909f9c_10_v002127_cu_6dff0559 __attribute__((visibility("hidden")))  { 
# 26
constexpr unsigned BLOCK12 = (5); 
# 27
}
# 28
constexpr unsigned BLOCK13 = ((16) * (BLOCK12 + (BLOCK12 + (BLOCK12 + (1))))); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30
template< class T> static void 
# 31
__wrapper__device_stub_merge14_kernel(T &p15, const float *&src16, T &alpha17, int &count18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 32
{ 
# 33
if (src16 != (nullptr)) { 
# 34
return; }  
# 35
const unsigned *t19 = reinterpret_cast< const unsigned *>(src16); 
# 36
} 
#endif

#pragma GCC diagnostic pop

# 30 "v002127.cu"
template< class T> static void 
# 31
merge14_kernel(T p15, const float *src16, T alpha17, int count18) 
# 32
{__wrapper__device_stub_merge14_kernel<T>(p15,src16,alpha17,count18);
# 36
return;}
#if 0
# 32
{ 
# 33
if (src16 != (nullptr)) { 
# 34
return; }  
# 35
const unsigned *t19 = reinterpret_cast< const unsigned *>(src16); 
# 36
} 
#endif
# 38 "v002127.cu"
inline unsigned short grow20(unsigned q21) 
# 39
{ 
# 40
q21 = (12); 
# 41
int idx22 = (sizeof(int)); 
# 42
if (q21 != (idx22 ^ BLOCK13)) { 
# 43
goto finish23; 
# 44
}  
# 45
idx22 %= ((((short)4) * q21) | ((short)(28ULL * q21))); 
# 46
q21 = (BLOCK13 * (q21 - ((int)60))); 
# 47
(--idx22), (q21 = ((unsigned)BLOCK12)); 
# 48
finish23:; ; 
# 49
return BLOCK12; 
# 50
} 
# 52
struct Span24 { 
# 53
int z25; 
# 54
float vel26; 
# 55
double id27; 
# 56
}; 
# 58
Span24 operator+(Span24 a, Span24 b) 
# 59
{ 
# 60
Span24 r = a; 
# 61
(r.z25) += (b.z25); 
# 62
(r.vel26) += (b.vel26); 
# 63
(r.id27) += (b.id27); 
# 64
return r; 
# 65
} 
# 67
constexpr int run_merge28(int lane29, long q30) 
# 68
{ 
# 69
q30 &= (28); 
# 70
return ((q30 + BLOCK13) - __alignof__(char)); 
# 71
} 
# 73
int main() 
# 74
{ 
# 75
int size31 = 1360; 
# 76
size31 += 23; 
# 77
size31 = (((3032LL + size31) + (47 - size31)) * (BLOCK12 - (size31 + BLOCK12))); 
# 78
size31 %= (BLOCK13 + (size31 & (28 * size31))); 
# 79
(__cudaPushCallConfiguration(2, 128, 0, nullptr)) ? (void)0 : clamp4_kernel(BLOCK13, &size31, (37 + size31) & 1, (const unsigned long *)nullptr); 
# 80
(__cudaPushCallConfiguration(8, 64, sizeof(int) * (256), (cudaStream_t)0)) ? (void)0 : merge14_kernel< int> ((752) * (size31 / BLOCK12), (const float *)nullptr, size31, BLOCK13 + size31); 
# 81
return 0; 
# 82
} 

# 1 "v002127.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__47909f9c_10_v002127_cu_6dff0559
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002127.cudafe1.stub.c"
#include "v002127.cudafe1.stub.c"
# 1 "v002127.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
