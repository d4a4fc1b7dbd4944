# 1 "v000939.cu"
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
# 17 "v000939.cu"
constexpr double kR6 = (5.75); 
# 19
void kick7(int count8, int n9, int stride10) { 
# 20
static_assert((sizeof(int) == (4)), "bad config");
# 21
unsigned long s11 = (9); 
# 22
if ((s11 * kR6) > count8) { 
# 23
return; 
# 24
}  
# 25
--n9; 
# 26
n9 = ((35 >> n9) << 0); 
# 27
} 
# 29
namespace _GLOBAL__N__e1e3525b_10_v000939_cu_13d7bcc4 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__e1e3525b_10_v000939_cu_13d7bcc4; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__e1e3525b_10_v000939_cu_13d7bcc4 __attribute__((visibility("hidden")))  { 
# 30
inline void host_kick12(int count13, int n14) { 
# 31
int lim15 = count13; 
# 32
if ((static_cast< float>(count13)) > (52)) { 
# 33
return; 
# 34
}  
# 35
kick7(n14, (4269) + ((long)lim15), 26); 
# 36
count13 &= 44; 
# 37
count13 &= 7; 
# 38
count13 /= (+(kR6 * count13)); 
# 39
--count13; 
# 40
} 
# 41
}
# 43
static void step16(int count17, int n18, float p19, int len20) ;
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern long dyn_21[]; 
# 45
float k22(count17); 
# 46
len20 %= n18; 
# 47
double z23 = kR6; 
# 48
if ((count17 * z23) == (__alignof__(int))) { 
# 49
return; 
# 50
}  
# 51
int lo24 = (unsigned char)((len20 - len20) + (52 >> (dyn_21[5]))); 
# 52
} 
#endif
# 54 "v000939.cu"
static int check_gather25(int count26 = 39) { 
# 55
(__cudaPushCallConfiguration((count26 + 255) / 256, 7 + 249, 1 << 10, 0)) ? (void)0 : step16(kR6, kR6, (4 / count26) + (17.125F), count26); 
# 56
int hi27 = count26; 
# 57
hi27 = 3; 
# 58
bool stride28 = ((count26 * count26) << count26) != (sizeof(int) << hi27); 
# 59
dim3 prod29 = dim3(512, (count26 + 255) / 256, 16 * (3 + 1)); 
# 60
hi27 *= ((stride28 <= (43U / count26)) ? 8 : kR6); 
# 61
constexpr int val30 = (8 + 3); 
# 62
return -8LL; 
# 63
} 
# 65
int main() { 
# 66
int count31 = 3112; 
# 67
const int y32 = count31; 
# 68
int v33 = 38; 
# 69
return 0; 
# 70
} 

# 1 "v000939.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e1e3525b_10_v000939_cu_13d7bcc4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000939.cudafe1.stub.c"
#include "v000939.cudafe1.stub.c"
# 1 "v000939.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
