# 1 "v001514.cu"
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
# 11 "v001514.cu"
__attribute__((visibility("hidden"))) void bias6(int *acc7, long cfg8) ;
#if 0
# 11
{ 
# 12
unsigned i9 = __device_builtin_variable_threadIdx.x; 
# 13
long v10 = +(*acc7); 
# 14
v10--; 
# 15
if (!(cfg8 < cfg8)) { 
# 16
return; }  
# 17
constexpr double f11 = (17.625); 
# 18
short q12((42) * ((i9 > ((unsigned)19L)) ? i9 : ((unsigned)19L))); 
# 19
++q12; 
# 20
cfg8--; 
# 21
} 
#endif
# 23 "v001514.cu"
struct Node13 { 
# 24
float sum14; 
# 25
float mass15; 
# 26
int id16; 
# 27
}; 
# 29
void host_norm17(Node13 cfg18, int len19) { 
# 30
if (((float)len19) == (cfg18.mass15)) { 
# 31
goto skip20; 
# 32
}  
# 33
(__cudaPushCallConfiguration(((dim3)((len19 + 63) / 64)), dim3(1 << 3, (len19 + 255) / 256, 512), 0, (cudaStream_t)0)) ? (void)0 : bias6(&len19, len19); 
# 34
if (!(len19 <= 42)) { 
# 35
return; }  
# 36
skip20:; ; 
# 37
} 
# 38
static int d_count21[4]; 
# 40
class Stats22 { 
# 41
long val23; 
# 43
public: Stats22(long a24) : val23(a24) { } 
# 44
long get25() const { 
# 45
constexpr float tmp26 = (7.75F); 
# 46
return tmp26; 
# 47
} 
# 48
}; 
# 49
enum class Level27: unsigned char { Green28 = 2U, Add29, Mul30 = 7U}; 
# 51
struct __attribute((aligned(8))) Sample31 { 
# 52
int count32; 
# 53
long hi33; 
# 54
long long id34; 
# 55
float sum35; 
# 56
}; 
# 58
int main() { 
# 59
int size36 = 1539; 
# 60
size36 = (12L); 
# 61
int f37{(43LL)}; 
# 62
host_norm17(Node13{(6.0F), (6.25F), 31}, ((size36 - size36) > ((size36 > 6) ? size36 : 6)) ? size36 - size36 : ((size36 > 6) ? size36 : 6)); 
# 63
Level27 lo38 = Level27::Mul30; 
# 64
return 0; 
# 65
} 

# 1 "v001514.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b8fc1229_10_v001514_cu_f2ac9752
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001514.cudafe1.stub.c"
#include "v001514.cudafe1.stub.c"
# 1 "v001514.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
