#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000556.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp20iPx(int, long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step28_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fuse33iPa(int, signed char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6warp20iPx(int __par0, long long *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, long long *))warp20)), 0U);}
# 45 "v000556.cu"
void warp20( int __cuda_0,long long *__cuda_1)
# 46 "v000556.cu"
{__device_stub__Z6warp20iPx( __cuda_0,__cuda_1);
# 58 "v000556.cu"
}
# 1 "v000556.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step28_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))step28_kernel)), 0U); }
# 60 "v000556.cu"
void step28_kernel( int __cuda_0)
# 61 "v000556.cu"
{__device_stub__Z13step28_kerneli( __cuda_0);
# 73 "v000556.cu"
}
# 1 "v000556.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fuse33iPa( int __par0,  signed char *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, signed char *))fuse33)), 0U); }
# 75 "v000556.cu"
void fuse33( int __cuda_0,signed char *__cuda_1)
# 76 "v000556.cu"
{__device_stub__Z6fuse33iPa( __cuda_0,__cuda_1);
# 86 "v000556.cu"
}
# 1 "v000556.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, signed char *))fuse33), _Z6fuse33iPa, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))step28_kernel), _Z13step28_kerneli, 64); __cudaRegisterEntry(__T3, ((void ( *)(int, long long *))warp20), _Z6warp20iPx, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_mix18,::c_mix18), 0, 32UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(d_rank19,::d_rank19), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
