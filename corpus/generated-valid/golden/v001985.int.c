# 1 "v001985.cu"
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
# 14 "v001985.cu"
__attribute__((visibility("hidden"))) void kick4(short beta5) ;
#if 0
# 15
{ 
# 16
int i6 = __device_builtin_variable_threadIdx.x; 
# 17
for (int it7 = 0, j8 = 14; it7 < j8; (++it7), (--j8)) { 
# 18
for (int i9 = 0, j10 = 2; i9 < j10; (++i9), (--j10)) { 
# 19
beta5 = beta5; 
# 20
float h11 = ((static_cast< int>(j8)) >= i9) ? j8 : j8; 
# 21
}  
# 22
beta5 = i6; 
# 23
}  
# 24
} 
#endif
# 25 "v001985.cu"
static float d_combine12[8]; 
# 26
template< class T, int N> inline void 
# 27
pack13(const T *__restrict__ in14, const int *__restrict__ input15, size_t a16) 
# 28
{ 
# 29
a16 = ((((*input15) == 17) ? sizeof(T) : (35UL + a16)) - ((float)((1.5F) - (*in14)))); 
# 30
int tmp17 = *in14; 
# 31
int h18 = input15[a16]; 
# 32
static_assert((14 == 14), "expected value");
# 33
} 
# 34
static float c_spread19[2]; 
# 36
struct Tile20 { 
# 37
double id21; 
# 38
int y22; 
# 39
float val23; 
# 40
}; 
# 41
Tile20 operator+(Tile20 a, Tile20 b) 
# 42
{ 
# 43
Tile20 r = a; 
# 44
(r.id21) += (b.id21); 
# 45
(r.y22) += (b.y22); 
# 46
(r.val23) += (b.val23); 
# 47
return r; 
# 48
} 
# 49
enum Mode24: unsigned char { OFF25, ON26}; 
# 50
enum State27 { MUL28, OFF29, BLUE30, MUL31}; 
# 51
static float d_update32; 
# 52
namespace img33 { 
# 53
__attribute__((visibility("hidden"))) void bump34_kernel(int n35, int stride36, float b37, const int *src38) ;
#if 0
# 54
{ 
# 55
int gid39 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
Mode24 stride40 = ON26; 
# 57
if (b37 >= stride36) { 
# 58
goto done44; 
# 59
}  
# 60
pack13< int, 2> ((const int *)nullptr, nullptr, (b37 / (26L)) * __device_builtin_variable_warpSize); 
# 61
if ((gid39 < 62) && (stride40 == (ON26))) { 
# 62
return; 
# 63
}  
# 64
for (int it41 = 0, j42 = n35; it41 < j42; (++it41), (--j42)) { 
# 65
float v43{(4.125F)}; 
# 66
stride36 = (c_spread19[0]); 
# 67
pack13< double, 8> (nullptr, src38, -((c_spread19[it41]) - (__device_builtin_variable_threadIdx.z))); 
# 68
}  
# 69
done44:; ; 
# 70
} 
#endif
# 71 "v001985.cu"
static bool d_bias45; 
# 72
}
# 73
int main() 
# 74
{ 
# 75
int len46 = 3884; 
# 76
int res47 = len46; 
# 77
int iter48 = 0; 
# 78
while (iter48 < res47) { 
# 79
(__cudaPushCallConfiguration((iter48 + 63) / 64, 1 << ((BLUE30) + ((ON26) + 4)))) ? (void)0 : img33::bump34_kernel(iter48 + 10, (14 - iter48) + res47, (double)(res47 * (6.875F)), nullptr); 
# 80
int w49 = static_cast< int>(static_cast< int>(iter48)); 
# 81
if ((+w49) != 36) { 
# 82
continue; 
# 83
}  
# 84
++iter48; 
# 85
}   
# 86
(__cudaPushCallConfiguration(1, 2 + 30)) ? (void)0 : kick4(iter48); 
# 87
return 0; 
# 88
} 

# 1 "v001985.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__7a92d746_10_v001985_cu_9c79ba0a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001985.cudafe1.stub.c"
#include "v001985.cudafe1.stub.c"
# 1 "v001985.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
