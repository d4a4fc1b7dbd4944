#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000378.fatbin.c"
static void __device_stub__Z13bump13_kernel5Tile8(struct Tile8&);
static void __device_stub__Z7pivot35i5Tile8(int, struct Tile8&);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp417Phase24(enum Phase24);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13bump13_kernel5Tile8(struct Tile8&__par0){__cudaLaunchPrologue(1);__cudaSetupArg(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(struct Tile8))bump13_kernel)), 0U);}
# 15 "v000378.cu"
static void bump13_kernel( struct ::Tile8 __cuda_0)
# 16 "v000378.cu"
{__device_stub__Z13bump13_kernel5Tile8( __cuda_0);
# 25 "v000378.cu"
}
# 1 "v000378.cudafe1.stub.c"
static void __device_stub__Z7pivot35i5Tile8( int __par0,  struct Tile8&__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, struct Tile8))pivot35)), 0U); }
# 70 "v000378.cu"
static void pivot35( int __cuda_0,struct ::Tile8 __cuda_1)
# 71 "v000378.cu"
{__device_stub__Z7pivot35i5Tile8( __cuda_0,__cuda_1);
# 79 "v000378.cu"
}
# 1 "v000378.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6warp417Phase24( enum Phase24 __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(enum Phase24))warp41)), 0U); }
# 82 "v000378.cu"
void warp41( enum ::Phase24 __cuda_0)
# 83 "v000378.cu"
{__device_stub__Z6warp417Phase24( __cuda_0);
# 91 "v000378.cu"
}
# 1 "v000378.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(enum Phase24))warp41), _Z6warp417Phase24, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int, struct Tile8))pivot35), _Z7pivot35i5Tile8, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(struct Tile8))bump13_kernel), _Z13bump13_kernel5Tile8, (-1)); __cudaRegisterVariable(__T1, __shadow_var(c_trace27,::c_trace27), 0, 16UL, 1, 0); __cudaRegisterVariable(__T1, __shadow_var(_ZN41_INTERNAL_0d44b098_10_v000378_cu_c73ceef243_GLOBAL__N__0d44b098_10_v000378_cu_c73ceef29c_tally23E,::_NV_ANON_NAMESPACE::c_tally23), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
