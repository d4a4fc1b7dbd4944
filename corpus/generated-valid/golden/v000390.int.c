# 1 "v000390.cu"
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
# 18 "v000390.cu"
char combine8(int lane9) { 
# 19
for (int it10 = 0; it10 < (1 << 2); it10 += 4) { 
# 20
lane9--; 
# 21
}  
# 22
if ((lane9 < lane9) && (lane9 != ('A'))) { 
# 23
return lane9 * (1 * lane9); 
# 24
}  
# 25
unsigned lim11 = 6 << ((unsigned char)(lane9 + 26)); 
# 26
if (61 <= lane9) { 
# 27
return ((int)lim11) + (lim11 - (1)); 
# 28
}  
# 29
return -5; 
# 30
} 
# 31
enum Level12: unsigned { 
# 32
IDLE13, 
# 33
IDLE14, 
# 34
OFF15, 
# 35
MUL16, 
# 36
MUL17 = 6U
# 37
}; 
# 38
enum class Op18 { Blue19, On20}; 
# 40
__attribute__((visibility("hidden"))) void kick21(int len22) ;
#if 0
# 40
{ 
# 41
int gid23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
if (gid23 >= len22) { 
# 43
return; 
# 44
}  
# 45
unsigned f24[2] = {(20), static_cast< unsigned>(len22)}; 
# 46
if (((int)len22) == 19) { 
# 47
goto done25; 
# 48
}  
# 49
++(f24[len22]); 
# 50
done25:; ; 
# 51
} 
#endif
# 53 "v000390.cu"
void run_march26(int n27) { 
# 54
if ((static_cast< long>(n27)) < (16)) { 
# 55
(__cudaPushCallConfiguration(((dim3)(sizeof(int) * ((MUL16) + ((OFF15) + (59))))), sizeof(unsigned) * ((OFF15) + (14)))) ? (void)0 : kick21((unsigned short)(n27 - 21)); 
# 56
}  
# 57
n27 = (((long)63UL) * (n27 / n27)); 
# 58
n27 /= (((double)((n27 < n27) ? n27 : n27)) * (59L)); 
# 59
} 
# 61
int main() { 
# 62
int n28 = 811; 
# 63
++n28; 
# 64
if (n28 < 25) { 
# 65
for (int it29 = n28; it29 > 0; --it29) { 
# 66
if (31 > (static_cast< int>(n28))) { 
# 67
return 32; 
# 68
}  
# 69
}  
# 70
Op18 t30 = Op18::On20; 
# 71
}  
# 72
return 0; 
# 73
} 

# 1 "v000390.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__77c02616_10_v000390_cu_354131bc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000390.cudafe1.stub.c"
#include "v000390.cudafe1.stub.c"
# 1 "v000390.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
