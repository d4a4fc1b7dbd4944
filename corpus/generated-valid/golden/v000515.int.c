# 1 "v000515.cu"
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
# 9 "v000515.cu"
enum Axis5: short { IDLE6, ON7}; 
# 12
struct Node8 { 
# 13
double hi9; 
# 14
unsigned x10; 
# 15
unsigned long id11; 
# 16
}; 
# 18
Node8 operator+(Node8 a, Node8 b) { 
# 19
Node8 r = a; 
# 20
(r.hi9) += (b.hi9); 
# 21
(r.x10) += (b.x10); 
# 22
(r.id11) += (b.id11); 
# 23
return r; 
# 24
} 
# 27
struct alignas(16) Acc12 { 
# 28
int y13; 
# 29
float z14; 
# 30
int lo15, weight16; 
# 31
}; 
# 32
static int c_update17; 
# 34
namespace _GLOBAL__N__a6377ef8_10_v000515_cu_e3febf4e __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__a6377ef8_10_v000515_cu_e3febf4e; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__a6377ef8_10_v000515_cu_e3febf4e __attribute__((visibility("hidden")))  { 
# 35
constexpr int split18(int lane19) { 
# 36
lane19 |= (static_cast< int>((lane19 <= 26) ? lane19 : lane19)); 
# 37
double q20 = ((lane19 * 4ULL) != (static_cast< int>(53))) ? sizeof(int) >> lane19 : ((lane19 + sizeof(Node8)) / (62 % lane19)); 
# 38
return (float)(16.0F); 
# 39
} 
# 41
class Acc21 { 
# 42
int y22; 
# 43
char y23; 
# 44
float flag24; 
# 46
public: Acc21(int init25, char a26, float b27) : y22(init25), y23(a26), flag24(b27) { } 
# 47
char get28() const { 
# 48
Axis5 diff29 = ON7; 
# 49
return y23; 
# 50
} 
# 51
int mix30() const { 
# 52
constexpr int w31 = 32; 
# 53
split18((((flag24) != w31) ? y22 : w31) >> 0); 
# 54
return split18(y22); 
# 55
} 
# 56
}; 
# 57
}
# 59
struct Body32 { 
# 60
unsigned z33; 
# 61
unsigned lo34; 
# 62
}; 
# 64
inline Body32 operator+(Body32 a, Body32 b) { 
# 65
Body32 r = a; 
# 66
(r.z33) += (b.z33); 
# 67
(r.lo34) += (b.lo34); 
# 68
return r; 
# 69
} 
# 71
__attribute__((visibility("hidden"))) void bias35(int len36, unsigned long alpha37, float *out38, int n39) ;
#if 0
# 71
{ 
# 72
split18(alpha37); 
# 73
alpha37 &= ((split18((int)len36)) - (((unsigned)len36) >> split18(alpha37))); 
# 74
int *acc40 = (nullptr); 
# 75
} 
#endif
# 77 "v000515.cu"
float host_smooth41(const int *src42, int n43, double *data44) { 
# 78
if (!(src42 == (nullptr))) { 
# 79
goto skip45; 
# 80
}  
# 81
split18(n43); 
# 82
if ((split18(n43) != (*src42)) || (((src42[n43]) <= (src42[n43])) || ((src42[4]) == n43))) { 
# 83
n43 = n43; 
# 84
(data44[7]) *= ((((data44[4]) + (ON7)) * ((data44[4]) + (ON7))) + (split18((data44[n43]) * (45)))); 
# 85
}  
# 86
(__cudaPushCallConfiguration(dim3((n43 + 63) / 64, 128, 16 * ((ON7) + 3)), 128)) ? (void)0 : bias35(((n43 >= n43) ? *data44 : (src42[n43])) - (7), (+n43) * ((*data44) * (*data44)), static_cast< float *>(nullptr), -17); 
# 87
skip45:; ; 
# 88
return (22.125F); 
# 89
} 
# 91
int main() { 
# 92
int count46 = 1710; 
# 93
cudaStream_t h47 = (nullptr); 
# 94
if (count46 <= (-count46)) { 
# 95
if (((count46 % 8) - ((int)count46)) <= split18(count46)) { 
# 96
count46 = (((long)count46) | ((count46 - (ON7)) % 8)); 
# 97
split18(~(count46 | 8)); 
# 98
}  
# 99
}  
# 100
return 0; 
# 101
} 

# 1 "v000515.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a6377ef8_10_v000515_cu_e3febf4e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000515.cudafe1.stub.c"
#include "v000515.cudafe1.stub.c"
# 1 "v000515.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
