# 1 "i000280.cu"
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
# 20 "i000280.cu"
struct __attribute((aligned(8))) Tile7 { 
# 21
bool mass8; 
# 22
int vel9; 
# 23
int y10; 
# 24
long id11; 
# 25
int bump12(short u13) const 
# 26
{ 
# 27
return ((u13 += sizeof(Tile7)), 0) % ((4) * (id11)); 
# 28
} 
# 29
void mix14(unsigned char hi15) 
# 30
{ 
# 31
(y10) = (38UL); 
# 32
(vel9)--; 
# 33
} 
# 34
}; 
# 35
enum class Op16: short { Low17 = 1, Fast18, Slow19}; 
# 37
__attribute__((visibility("hidden"))) void bump20_kernel(int len21) ;
#if 0
# 38
{ 
# 39
unsigned idx22 = __device_builtin_variable_threadIdx.x; 
# 40
Tile7 u23{true, len21, 64, (long)(len21 / 2)}; 
# 41
(u23.id11)++; 
# 42
if ((__device_builtin_variable_threadIdx.z) <= (__device_builtin_variable_threadIdx.y)) { 
# 43
Op16 v24 = Op16::Fast18; 
# 44
} else { 
# 45
if (idx22 <= (u23.mass8)) { 
# 46
return; 
# 47
}  
# 48
u23 = u23; 
# 49
}  
# 50
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 52 "i000280.cu"
template< class T> static void 
# 53
__wrapper__device_stub_norm25_kernel(T &q26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 54
{ 
# 55
int i27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
Tile7 lo28{true, 12UL, i27, (-2324)}; 
# 57
q26 = (__device_builtin_variable_threadIdx.x); 
# 58
q26 = ((int)((lo28.id11) & ((lo28.y10) - (lo28.y10)))); 
# 59
} 
#endif

#pragma GCC diagnostic pop

# 52 "i000280.cu"
template< class T> static void 
# 53
norm25_kernel(T q26) 
# 54
{__wrapper__device_stub_norm25_kernel<T>(q26);
# 59
return;}
#if 0
# 54
{ 
# 55
int i27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
Tile7 lo28{true, 12UL, i27, (-2324)}; 
# 57
q26 = (__device_builtin_variable_threadIdx.x); 
# 58
q26 = ((int)((lo28.id11) & ((lo28.y10) - (lo28.y10)))); 
# 59
} 
#endif
# 61 "i000280.cu"
int main() 
# 62
{ 
# 63
int n29 = 2035; 
# 64
n29, (n29 * 2); 
# 65
for (int it30 = 0, j31 = 5; it30 < j31; (++it30), (--j31)) { 
# 66
if ((n29 & 58) >= (11L * j31)) { 
# 67
n29 = (((n29 - 7L) % (4 >> n29)) * ((n29 >> 1) / 2)); 
# 68
n29 = (53U); 
# 69
Op16 s32 = Op16::Fast18; 
# 70
}  
# 71
}  
# 72
if ((n29 > 5) && (n29 < n29)) { 
# 73
return (float)(-n29); 
# 74
}  
# 75
(__cudaPushCallConfiguration((n29 + 31) / 32, ((dim3)(4 + (4 + 56))))) ? (void)0 : bump20_kernel(((int)n29) - n29); 
# 76
(__cudaPushCallConfiguration((n29 + 127) / 128, dim3((n29 + 31) / 32, sizeof(int), 4 + 4), 4096)) ? (void)0 : norm25_kernel(static_cast< unsigned>(21UL & n29)); 
# 77
return 0; 
# 78
} 

# 1 "i000280.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__57590666_10_i000280_cu_8904f219
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000280.cudafe1.stub.c"
#include "i000280.cudafe1.stub.c"
# 1 "i000280.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
